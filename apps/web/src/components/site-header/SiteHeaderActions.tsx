import { useCurrentUser } from '../../lib/current-user';
import { LazyAccountMenu } from '../header/HeaderAccount';
import { ButtonLink } from '../links/ButtonLink';

type SiteHeaderActionsProps = {
  fullWidth?: boolean;
  onNavigate?: () => void;
};

/**
 * Sign In and Get Started, both to /auth (spec section 2). A signed-in user gets their account
 * instead (decision 016): the menu in the header, My Generations and Settings in the phone menu.
 * While the session loads the page keeps the prerendered buttons, so hydration matches.
 */
export function SiteHeaderActions({ fullWidth = false, onNavigate }: SiteHeaderActionsProps) {
  const { user } = useCurrentUser();
  if (user && !fullWidth) return <LazyAccountMenu user={user} />;
  if (user) {
    return (
      <>
        <ButtonLink to="/my-sessions" variant="default" fullWidth onClick={onNavigate}>
          My Generations
        </ButtonLink>
        <ButtonLink to="/settings" variant="default" fullWidth onClick={onNavigate}>
          Settings
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <ButtonLink to="/auth" variant="default" fullWidth={fullWidth} onClick={onNavigate}>
        Sign In
      </ButtonLink>
      <ButtonLink to="/auth" fullWidth={fullWidth} onClick={onNavigate}>
        Get Started
      </ButtonLink>
    </>
  );
}
