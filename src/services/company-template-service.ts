// A company's email and questionnaire templates: made, listed, read and
// deleted by its members. They are the company's settings, not recruiting
// data: none of the ten event types is about them, so none is emitted.
import { badRequest, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import { TEMPLATE_LIMITS, type Template, type TemplateBody } from '../schemas/company-metadata.ts';
import type { CompanyRow, CompanyTemplateRow, CompanyTemplateType } from '../storage/schema.ts';
import type { Actor, RecruitingDeps } from './event-outbox.ts';
import { cleanName } from './text-rules.ts';

export const templateNotFound = () => notFound('templateNotFound', 'Template not found');

function presentTemplate(row: CompanyTemplateRow): Template {
  return {
    _id: row.id,
    type: row.type,
    name: row.name,
    subject: row.subject,
    body: row.body,
    questions: row.questions === null ? null : (JSON.parse(row.questions) as string[]),
    creation_date: new Date(row.created_at).toISOString(),
    updated_date: new Date(row.updated_at).toISOString(),
  };
}

/** The fields of the body's type, or the 400 that names what is missing or does not belong. */
function fieldsOfType(body: TemplateBody): Pick<CompanyTemplateRow, 'subject' | 'body' | 'questions'> {
  if (body.type === 'email') {
    if (body.questions !== undefined) throw badRequest('invalidRequest', 'An email template has no questions; send subject and body');
    if (body.subject === undefined || body.body === undefined) {
      throw badRequest('invalidRequest', 'An email template needs subject and body');
    }
    return { subject: body.subject, body: body.body, questions: null };
  }
  if (body.subject !== undefined || body.body !== undefined) {
    throw badRequest('invalidRequest', 'A questionnaire template has no subject nor body; send questions');
  }
  if (body.questions === undefined) throw badRequest('invalidRequest', 'A questionnaire template needs questions');
  return { subject: null, body: null, questions: JSON.stringify(body.questions) };
}

export class CompanyTemplateService {
  constructor(private readonly deps: RecruitingDeps) {}

  async list(company: CompanyRow, type?: CompanyTemplateType): Promise<Template[]> {
    return (await this.deps.store.repos.companyTemplates.list(company.id, type)).map(presentTemplate);
  }

  async get(company: CompanyRow, id: string): Promise<Template> {
    const row = await this.deps.store.repos.companyTemplates.find(company.id, id);
    if (!row) throw templateNotFound();
    return presentTemplate(row);
  }

  /** A new template; at most TEMPLATE_LIMITS.perCompany per company (400 tooManyTemplates). */
  async create(actor: Actor, body: TemplateBody): Promise<Template> {
    const fields = fieldsOfType(body);
    const name = cleanName(body.name);
    const now = this.deps.clock.now();
    const row: CompanyTemplateRow = {
      id: newId(this.deps.region),
      company_id: actor.company.id,
      type: body.type,
      name,
      ...fields,
      created_by: actor.user.id,
      created_at: now,
      updated_at: now,
    };
    const kept = await this.deps.store.repos.companyTemplates.insertBelowQuota(row, TEMPLATE_LIMITS.perCompany);
    if (kept === 'quotaExceeded') {
      throw badRequest('tooManyTemplates', `A company has at most ${TEMPLATE_LIMITS.perCompany} templates; delete one first`);
    }
    return presentTemplate(kept);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    if (!(await this.deps.store.repos.companyTemplates.delete(actor.company.id, id))) throw templateNotFound();
  }
}
