// A candidate's messages, background checks and questionnaires as the API shows them.
import { isoTime } from '../clock.ts';
import type { BackgroundCheck, Message, Questionnaire } from '../schemas/candidate-records.ts';
import type { MessageWithAuthor } from '../storage/repositories/messages-repository.ts';
import type { BackgroundCheckRow, QuestionnaireRow } from '../storage/schema.ts';

export function presentMessage(row: MessageWithAuthor): Message {
  return {
    _id: row.id,
    direction: row.direction,
    author: row.author_id === null ? null : { _id: row.author_id, name: row.author_name ?? '' },
    subject: row.subject,
    body: row.body,
    to: row.recipient,
    delivery_status: row.delivery_status,
    delivery_error: row.delivery_error,
    sent_date: row.sent_at === null ? null : isoTime(row.sent_at),
    candidate_id: row.candidate_id,
    position_id: row.position_id,
    creation_date: isoTime(row.created_at),
  };
}

export function presentBackgroundCheck(row: BackgroundCheckRow): BackgroundCheck {
  return {
    _id: row.id,
    provider: row.provider,
    package: row.package,
    status: row.status,
    result: row.result,
    report_url: row.report_url,
    candidate_id: row.candidate_id,
    position_id: row.position_id,
    creation_date: isoTime(row.created_at),
    updated_date: isoTime(row.updated_at),
  };
}

/** Questions are stored as JSON text; a stored value that is not a list of pairs shows as no questions rather than failing the response. */
function parseQuestions(stored: string): Questionnaire['questions'] {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (item): item is { question: string; answer: string } => typeof item?.question === 'string' && typeof item?.answer === 'string',
      )
      .map(({ question, answer }) => ({ question, answer }));
  } catch {
    return [];
  }
}

export function presentQuestionnaire(row: QuestionnaireRow): Questionnaire {
  return {
    _id: row.id,
    name: row.name,
    questions: parseQuestions(row.questions),
    completed_date: isoTime(row.completed_at),
    candidate_id: row.candidate_id,
    position_id: row.position_id,
    creation_date: isoTime(row.created_at),
  };
}
