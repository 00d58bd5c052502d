import { ButtonLink } from '../links/ButtonLink';

type SiteHeaderActionsProps = {
  fullWidth?: boolean;
  onNavigate?: () => void;
};

/** Sign In and Get Started: both open /auth (spec section 2). */
export function SiteHeaderActions({ fullWidth = false, onNavigate }: SiteHeaderActionsProps) {
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
