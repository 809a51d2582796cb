// The team's scorecards of the candidate: the overall score, each member's
// score and note, and a form to set one's own (one per member: setting it
// again replaces it).
import { useId, useState, type FormEvent } from 'react';
import { api, call, useResource, type Candidate } from '../../api.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { ResourceView } from '../../components/resource-view.tsx';
import { Time } from '../../components/time.tsx';
import { useAction } from '../../use-action.ts';
import type { CandidatePath } from './candidate-path.ts';

type Score = 'very_poor' | 'poor' | 'neutral' | 'good' | 'very_good';
const SCORES: Array<[Score, string]> = [
  ['very_good', 'Very good'],
  ['good', 'Good'],
  ['neutral', 'Neutral'],
  ['poor', 'Poor'],
  ['very_poor', 'Very poor'],
];
const labelOf = (score: Score) => SCORES.find(([value]) => value === score)?.[1] ?? score;

export function Scorecards(props: { path: CandidatePath; overall?: Candidate['overall_score']; onChanged: () => void }) {
  const id = useId();
  const scorecards = useResource(
    () =>
      call(
        api.GET('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/scorecards', { params: { path: props.path } }),
      ),
    `scorecards ${props.path.candidate_id}`,
  );
  const [score, setScore] = useState<Score>('good');
  const [note, setNote] = useState('');
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await action.run(async () => {
      await call(
        api.PUT('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/scorecard', {
          params: { path: props.path },
          body: { score, note: note || null },
        }),
      );
      return true;
    });
    if (saved) {
      setNote('');
      scorecards.reload();
      props.onChanged();
    }
  };
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <div className="panel-head">
        <h2 id={`${id}-title`}>Scorecards</h2>
        {props.overall && props.overall.scored_count > 0 && (
          <span className="hint">
            overall {props.overall.score > 0 ? `+${props.overall.score}` : props.overall.score} from {props.overall.scored_count}{' '}
            {props.overall.scored_count === 1 ? 'scorecard' : 'scorecards'}
          </span>
        )}
      </div>
      <ResourceView resource={scorecards} what="scorecards" empty={<p className="hint">Nobody scored this candidate yet.</p>}>
        {(list) => (
          <ul className="rows" aria-label="Scorecards">
            {list.map((card) => (
              <li key={card._id} className="row">
                <div className="row-main">
                  <strong>{labelOf(card.score)}</strong>
                  <span className="hint">
                    {card.user.name || 'a former member'}, <Time value={card.updated_date} />
                  </span>
                  {card.note && <span className="prewrap">{card.note}</span>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
      <form onSubmit={submit} className="stacked-form" aria-label="Set your scorecard">
        <label htmlFor={`${id}-score`}>Your score</label>
        <select id={`${id}-score`} value={score} onChange={(e) => setScore(e.target.value as Score)}>
          {SCORES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-note`}>Note</label>
        <textarea id={`${id}-note`} maxLength={10000} value={note} onChange={(e) => setNote(e.target.value)} />
        <FormActions action={action} submit="Save scorecard" />
      </form>
    </section>
  );
}
