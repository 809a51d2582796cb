// The path parameters of one candidate's operations, which every part of the candidate's page uses.
export type CandidatePath = { company_id: string; position_id: string; candidate_id: string };
