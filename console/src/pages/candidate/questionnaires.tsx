// The questionnaires the candidate answered: the list, and a form to record
// one with its questions and answers.
import { useId, useState, type FormEvent } from 'react';
import { api, call, useResource } from '../../api.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { ResourceView } from '../../components/resource-view.tsx';
import { Time } from '../../components/time.tsx';
import { useAction } from '../../use-action.ts';
import type { CandidatePath } from './candidate-path.ts';

export function Questionnaires({ path }: { path: CandidatePath }) {
  const id = useId();
  const questionnaires = useResource(
    () => call(api.GET('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/questionnaires', { params: { path } })),
    `questionnaires ${path.candidate_id}`,
  );
  const [recording, setRecording] = useState(false);
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <div className="panel-head">
        <h2 id={`${id}-title`}>Questionnaires</h2>
        {!recording && (
          <button type="button" className="button-secondary" onClick={() => setRecording(true)}>
            Record a questionnaire
          </button>
        )}
      </div>
      {recording && (
        <QuestionnaireForm
          path={path}
          onCancel={() => setRecording(false)}
          onSaved={() => {
            setRecording(false);
            questionnaires.reload();
          }}
        />
      )}
      <ResourceView
        resource={questionnaires}
        what="questionnaires"
        empty={!recording && <p className="hint">No questionnaires answered.</p>}
      >
        {(list) => (
          <ul className="rows" aria-label="Questionnaires">
            {list.map((questionnaire) => (
              <li key={questionnaire._id} className="row">
                <div className="row-main">
                  <strong>{questionnaire.name}</strong>
                  <span className="hint">
                    completed <Time value={questionnaire.completed_date} />
                  </span>
                  <dl className="details compact qa">
                    {questionnaire.questions.map((qa, index) => (
                      <div key={index} className="header-pair">
                        <dt>{qa.question}</dt>
                        <dd className="prewrap">{qa.answer || <span className="hint">no answer</span>}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </section>
  );
}

function QuestionnaireForm({ path, onCancel, onSaved }: { path: CandidatePath; onCancel: () => void; onSaved: () => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [questions, setQuestions] = useState([{ question: '', answer: '' }]);
  const action = useAction();
  const change = (index: number, field: 'question' | 'answer', value: string) =>
    setQuestions((current) => current.map((qa, i) => (i === index ? { ...qa, [field]: value } : qa)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await action.run(() =>
      call(
        api.POST('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/questionnaires', {
          params: { path },
          body: { name, questions },
        }),
      ),
    );
    if (saved) onSaved();
  };
  return (
    <form onSubmit={submit} className="stacked-form" aria-label="Record a questionnaire">
      <label htmlFor={`${id}-name`}>Questionnaire name</label>
      <input id={`${id}-name`} required maxLength={255} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      {questions.map((qa, index) => (
        <fieldset key={index}>
          <legend>Question {index + 1}</legend>
          <label htmlFor={`${id}-q${index}`}>Question</label>
          <input
            id={`${id}-q${index}`}
            required
            maxLength={1000}
            value={qa.question}
            onChange={(e) => change(index, 'question', e.target.value)}
          />
          <label htmlFor={`${id}-a${index}`}>Answer</label>
          <textarea
            id={`${id}-a${index}`}
            rows={2}
            maxLength={10000}
            value={qa.answer}
            onChange={(e) => change(index, 'answer', e.target.value)}
          />
          {questions.length > 1 && (
            <button
              type="button"
              className="button-secondary"
              onClick={() => setQuestions((current) => current.filter((_, i) => i !== index))}
            >
              Remove question {index + 1}
            </button>
          )}
        </fieldset>
      ))}
      <button
        type="button"
        className="button-secondary"
        onClick={() => setQuestions((current) => [...current, { question: '', answer: '' }])}
      >
        Add a question
      </button>
      <FormActions action={action} submit="Save questionnaire" onCancel={onCancel} />
    </form>
  );
}
