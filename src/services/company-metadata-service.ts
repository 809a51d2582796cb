// The company's lists that clients read first (docs/api.md, "Company lists"):
// departments and custom fields are read from what the company's positions
// and candidates use, so they are never out of step with the data; position
// categories are a fixed list, as pipelines are.
import { createHash } from 'node:crypto';
import type { CustomField, Department, PositionCategory } from '../schemas/company-metadata.ts';
import type { CompanyRow } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';

export const POSITION_CATEGORIES: readonly PositionCategory[] = [
  { id: 'accounting', name: 'Accounting / Finance' },
  { id: 'administrative', name: 'Administrative' },
  { id: 'customer_service', name: 'Customer Service' },
  { id: 'design', name: 'Design' },
  { id: 'education', name: 'Education' },
  { id: 'engineering', name: 'Engineering' },
  { id: 'healthcare', name: 'Healthcare' },
  { id: 'human_resources', name: 'Human Resources' },
  { id: 'legal', name: 'Legal' },
  { id: 'marketing', name: 'Marketing' },
  { id: 'operations', name: 'Operations' },
  { id: 'product', name: 'Product Management' },
  { id: 'sales', name: 'Sales' },
  { id: 'software', name: 'Software Development' },
  { id: 'other', name: 'Other' },
];

/**
 * An id for a name of the company's list: the same name (without regard to
 * case) gets the same id on every read and every server, with nothing stored.
 */
function nameId(companyId: string, list: string, name: string): string {
  return createHash('sha256').update(`${companyId}\n${list}\n${name.toLowerCase()}`).digest('hex').slice(0, 12);
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.name < b.name ? -1 : 1);

export class CompanyMetadataService {
  constructor(private readonly deps: { store: Store }) {}

  /**
   * The departments the company's positions name. Names that differ only in
   * case are one department, under the spelling most positions use.
   */
  async departments(company: CompanyRow): Promise<Department[]> {
    const groups = new Map<string, { spellings: Array<{ department: string; positions: number }>; total: number }>();
    for (const row of await this.deps.store.repos.positions.departmentNames(company.id)) {
      const name = row.department.trim();
      if (name === '') continue;
      const key = name.toLowerCase();
      const group = groups.get(key) ?? { spellings: [], total: 0 };
      group.spellings.push({ department: name, positions: row.positions });
      group.total += row.positions;
      groups.set(key, group);
    }
    return [...groups.values()]
      .map(({ spellings, total }) => {
        const [top] = spellings.sort((a, b) => b.positions - a.positions || (a.department < b.department ? -1 : 1));
        return { _id: nameId(company.id, 'department', top!.department), name: top!.department, position_count: total };
      })
      .sort(byName);
  }

  categories(): PositionCategory[] {
    return [...POSITION_CATEGORIES];
  }

  /** The candidates' custom fields: the names their custom attributes use. Positions have none. */
  async customFields(company: CompanyRow, kind: 'candidate' | 'position'): Promise<CustomField[]> {
    if (kind === 'position') return [];
    const rows = await this.deps.store.repos.candidateAttributes.namesInUse(company.id);
    return rows
      .map((row) => ({
        _id: nameId(company.id, 'candidate-field', row.name),
        name: row.name,
        type: 'text' as const,
        secure: row.secure,
        usage_count: row.candidates,
      }))
      .sort(byName);
  }
}
