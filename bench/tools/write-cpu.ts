// In-process CPU and wall time of the api-write scenario's service call (a
// candidate added to a position of a company with 10 subscribed endpoints),
// without HTTP: the cost of the transaction and its statements alone, best
// of three rounds, on a database of its own.
//   node --import tsx bench/tools/write-cpu.ts [sqlite|postgres] [calls per round]
import { createWorkspace, insertEndpoints, openServices } from '../lib/arrange.ts';
import { createDatabase } from '../lib/databases.ts';

const dialect = (process.argv[2] ?? 'sqlite') as 'sqlite' | 'postgres';
const calls = Number(process.argv[3] ?? 2000);
const database = await createDatabase(dialect);
const services = await openServices(database);
try {
  const ws = await createWorkspace(services, 1);
  const company = ws.companies[0]!;
  await insertEndpoints(services, company.id, (id) => `https://127.0.0.1:9/hooks/${id}`, 10);
  const position = await services.positions.create({ company, user: ws.user }, { name: 'Backend Engineer' });
  const actor = { company, user: ws.user };
  let n = 0;
  const create = () => services.candidates.create(actor, position._id, { name: `Candidate ${n++}` } as never);
  for (let i = 0; i < Math.min(300, calls); i++) await create();
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let round = 0; round < 3; round++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < calls; i++) await create();
    const used = process.cpuUsage(cpuBefore);
    wall.push(((performance.now() - started) * 1000) / calls);
    cpu.push((used.user + used.system) / calls);
  }
  console.log(
    `candidates.create [${dialect}]: ${Math.min(...cpu).toFixed(0)} µs CPU, ${Math.min(...wall).toFixed(0)} µs wall per call (best of 3)`,
  );
} finally {
  await services.closeAll();
  await database.drop();
}
