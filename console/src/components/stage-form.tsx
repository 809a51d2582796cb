// Moving a candidate to another stage of the position's pipeline
// (candidateStatusUpdated): on the position's list of candidates and on the
// candidate's own page.
import { useId, useState, type FormEvent } from 'react';
import { api, call, type Candidate, type Pipelines } from '../api.ts';
import { useAction } from '../use-action.ts';
import { ErrorNotice } from './resource-view.tsx';

export function StageForm(props: {
  path: { company_id: string; position_id: string; candidate_id: string };
  candidate: Candidate;
  stages: Pipelines[string]['stages'];
  onMoved: () => void;
}) {
  const { candidate } = props;
  const id = useId();
  // The stage picked, and the stage it was picked from: another move (elsewhere, or a reload)
  // changes what "current" is, and the choice goes back to it.
  const [choice, setChoice] = useState<{ from: string; to: string }>();
  const stage = choice && choice.from === candidate.stage.id ? choice.to : candidate.stage.id;
  const action = useAction();
  const move = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      await call(
        api.PUT('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/stage', {
          params: { path: props.path },
          body: { stage_id: stage },
        }),
      );
      props.onMoved();
    });
  };
  return (
    <form onSubmit={move} className="inline-form">
      <div className="field">
        <label htmlFor={`${id}-stage`}>Stage of {candidate.name}</label>
        <select id={`${id}-stage`} value={stage} onChange={(e) => setChoice({ from: candidate.stage.id, to: e.target.value })}>
          {props.stages.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button-secondary" disabled={action.busy || stage === candidate.stage.id}>
        Move
      </button>
      {action.error && <ErrorNotice error={action.error} />}
    </form>
  );
}
