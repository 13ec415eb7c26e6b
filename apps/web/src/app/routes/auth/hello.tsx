import { useNavigate, useParams, useSearchParams } from 'react-router';
import { FirstLoginFlow } from '../../../features/first-login';
import { homeOf } from '../../../features/session';

/** A positive integer id from the path, else null. */
function idFromPath(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `/hello/{userId}?code=...`: a staff member's first login, ending on their role's dashboard. */
export default function HelloPage() {
  const { userId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <FirstLoginFlow
      userId={idFromPath(userId)}
      code={params.get('code')}
      onSignedIn={(user) => void navigate(homeOf(user), { replace: true })}
    />
  );
}
