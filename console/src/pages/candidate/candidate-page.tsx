// One candidate's page: the candidate (details, stage, delete), its custom
// attributes, resume and documents, the team's notes, the conversation with
// the candidate, background checks and answered questionnaires, each a part
// of its own in this folder.
import { api, call, useResource } from '../../api.ts';
import { CompanyPage } from '../../components/company-page.tsx';
import { ErrorNotice, Loading } from '../../components/resource-view.tsx';
import { Attributes } from './attributes.tsx';
import { BackgroundChecks } from './background-checks.tsx';
import { CandidatePanel } from './candidate-panel.tsx';
import { Conversation } from './conversation.tsx';
import { Files } from './files.tsx';
import { EducationPanel, WorkHistoryPanel } from './history.tsx';
import { Notes } from './notes.tsx';
import { Questionnaires } from './questionnaires.tsx';
import { Scorecards } from './scorecards.tsx';

export function CandidatePage({ companyId, positionId, candidateId }: { companyId: string; positionId: string; candidateId: string }) {
  const path = { company_id: companyId, position_id: positionId, candidate_id: candidateId };
  const position = useResource(
    () =>
      call(
        api.GET('/v3/company/{company_id}/position/{position_id}', {
          params: { path: { company_id: companyId, position_id: positionId } },
        }),
      ),
    `position ${positionId}`,
  );
  const candidate = useResource(
    () => call(api.GET('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}', { params: { path } })),
    `candidate ${candidateId}`,
  );
  const pipelines = useResource(
    () => call(api.GET('/v3/company/{company_id}/pipelines', { params: { path: { company_id: companyId } } })),
    `pipelines ${companyId}`,
  );
  const recruiting = `/companies/${companyId}/recruiting`;
  const crumbs = [
    { href: recruiting, label: 'Recruiting' },
    ...(position.data ? [{ href: `${recruiting}/${positionId}`, label: position.data.name }] : []),
  ];
  const failure = candidate.error ?? position.error ?? pipelines.error;

  return (
    <CompanyPage
      companyId={companyId}
      section="Candidate"
      crumbs={crumbs}
      title={candidate.data && position.data ? `${candidate.data.name} · ${position.data.name}` : candidate.data?.name}
    >
      {() =>
        failure ? (
          <ErrorNotice
            error={failure}
            onRetry={() => {
              candidate.reload();
              position.reload();
              pipelines.reload();
            }}
          />
        ) : !candidate.data || !position.data || !pipelines.data ? (
          <Loading what="the candidate" />
        ) : (
          <>
            <CandidatePanel
              path={path}
              candidate={candidate.data}
              position={position.data}
              pipelines={pipelines.data}
              onChanged={candidate.reload}
            />
            <Attributes
              path={path}
              candidateName={candidate.data.name}
              attributes={candidate.data.custom_attributes}
              onChanged={candidate.reload}
            />
            <WorkHistoryPanel
              path={path}
              candidateName={candidate.data.name}
              entries={candidate.data.work_history}
              onChanged={candidate.reload}
            />
            <EducationPanel
              path={path}
              candidateName={candidate.data.name}
              entries={candidate.data.education}
              onChanged={candidate.reload}
            />
            <Scorecards path={path} overall={candidate.data.overall_score} onChanged={candidate.reload} />
            <Files path={path} candidateName={candidate.data.name} />
            <Notes path={path} candidateName={candidate.data.name} />
            <Conversation path={path} candidate={candidate.data} />
            <BackgroundChecks path={path} />
            <Questionnaires path={path} />
          </>
        )
      }
    </CompanyPage>
  );
}
