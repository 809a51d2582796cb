// One candidate's page: the candidate (details, stage, delete), then its
// sections one at a time, each an address of its own (?section=notes): the
// team's notes, the conversation, custom attributes, work history and
// education, scorecards, resume and documents, background checks and
// questionnaires, each a part of its own in this folder. A section loads what
// it shows when it is opened: the page itself reads only the candidate, its
// position and the pipelines.
import type { ReactNode } from 'react';
import { api, call, useResource, type Candidate } from '../../api.ts';
import { CompanyPage } from '../../components/company-page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../components/resource-view.tsx';
import { useUser } from '../../user-context.tsx';
import { Attributes } from './attributes.tsx';
import { BackgroundChecks } from './background-checks.tsx';
import { CandidatePanel } from './candidate-panel.tsx';
import { Conversation } from './conversation.tsx';
import { Files } from './files.tsx';
import { EducationPanel, WorkHistoryPanel } from './history.tsx';
import { Notes } from './notes.tsx';
import { Questionnaires } from './questionnaires.tsx';
import { Scorecards } from './scorecards.tsx';
import { Link, useLocation } from '../../router.tsx';
import type { CandidatePath } from './candidate-path.ts';

/** The sections, in the order of their tabs: the address's name and the tab's label. */
const SECTIONS = [
  ['notes', 'Notes'],
  ['conversation', 'Conversation'],
  ['profile', 'Attributes'],
  ['history', 'Work and education'],
  ['scorecards', 'Scorecards'],
  ['files', 'Resume and documents'],
  ['checks', 'Checks and questionnaires'],
] as const;
type Section = (typeof SECTIONS)[number][0];

function sectionOf(query: URLSearchParams): Section {
  const asked = query.get('section');
  return SECTIONS.find(([name]) => name === asked)?.[0] ?? 'notes';
}

export function CandidatePage(props: { companyId: string; positionId: string; candidateId: string }) {
  // A candidate's own page is not a partner's to read (src/hooks/partner-access.ts): say so instead of asking and showing the refusal.
  if (useUser().is_partner) {
    const recruiting = `/companies/${props.companyId}/recruiting`;
    return (
      <CompanyPage companyId={props.companyId} section="Candidate" crumbs={[{ href: recruiting, label: 'Recruiting' }]}>
        {() => (
          <EmptyState title="A candidate's page is not open to partners.">
            <p>
              A partner sees candidates as webhooks carry them, in their position's list: <Link href={recruiting}>Recruiting</Link>.
            </p>
          </EmptyState>
        )}
      </CompanyPage>
    );
  }
  return <MemberCandidatePage {...props} />;
}

function MemberCandidatePage({ companyId, positionId, candidateId }: { companyId: string; positionId: string; candidateId: string }) {
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
  const section = sectionOf(useLocation().query);

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
            <SectionTabs section={section} path={path} />
            <SectionContent section={section} path={path} candidate={candidate.data} onChanged={candidate.reload} />
          </>
        )
      }
    </CompanyPage>
  );
}

/** The tabs between the sections: links to the page's address with ?section=, the shown one marked as the current page. */
function SectionTabs({ section, path }: { section: Section; path: CandidatePath }) {
  const base = `/companies/${path.company_id}/recruiting/${path.position_id}/candidates/${path.candidate_id}`;
  return (
    <nav className="tabs tabs-sub tabs-wrap" aria-label="Candidate sections">
      {SECTIONS.map(([name, label]) => (
        <Link key={name} href={name === 'notes' ? base : `${base}?section=${name}`} aria-current={name === section ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

function SectionContent(props: { section: Section; path: CandidatePath; candidate: Candidate; onChanged: () => void }): ReactNode {
  const { path, candidate, onChanged } = props;
  switch (props.section) {
    case 'notes':
      return <Notes path={path} candidateName={candidate.name} />;
    case 'conversation':
      return <Conversation path={path} candidate={candidate} />;
    case 'profile':
      return <Attributes path={path} candidateName={candidate.name} attributes={candidate.custom_attributes} onChanged={onChanged} />;
    case 'history':
      return (
        <>
          <WorkHistoryPanel path={path} candidateName={candidate.name} entries={candidate.work_history} onChanged={onChanged} />
          <EducationPanel path={path} candidateName={candidate.name} entries={candidate.education} onChanged={onChanged} />
        </>
      );
    case 'scorecards':
      return <Scorecards path={path} overall={candidate.overall_score} onChanged={onChanged} />;
    case 'files':
      return <Files path={path} candidateName={candidate.name} />;
    case 'checks':
      return (
        <>
          <BackgroundChecks path={path} />
          <Questionnaires path={path} />
        </>
      );
  }
}
