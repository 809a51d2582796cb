import { preparedQuery } from '../prepared-query.ts';
import type { UserRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';

// Run by every authenticated request: compiled once (see prepared-query.ts).
const userById = preparedQuery((db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id));

export class UsersRepository {
  constructor(private readonly context: RepositoryContext) {}

  private get db() {
    return this.context.db;
  }

  findById(id: string): Promise<UserRow | undefined> {
    return userById.first(this.db, id);
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  async insert(user: UserRow): Promise<UserRow> {
    await this.db.insertInto('users').values(user).execute();
    return user;
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
