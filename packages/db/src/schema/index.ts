import type { ApiKeyTable } from './api-keys';
import type { AuditLogTable } from './audit-log';
import type { GenerationVersionTable } from './generation-versions';
import type { GenerationTable } from './generations';
import type { IdempotencyRequestTable } from './idempotency-requests';
import type { LegalDocumentTable } from './legal-documents';
import type { PasswordResetTable } from './password-resets';
import type { RunningInstructionTable } from './running-instructions';
import type { SessionTable } from './sessions';
import type { SettingsTable } from './settings';
import type { SiteProfileTable } from './site-profiles';
import type { TokenLedgerTable } from './token-ledger';
import type { TestCheckoutSessionTable } from './test-checkout-sessions';
import type { TokenPurchaseTable } from './token-purchases';
import type { UserTable } from './users';

/** Table names are the camelCase of the SQL names; CamelCasePlugin maps them both ways. */
export interface Database {
  users: UserTable;
  sessions: SessionTable;
  passwordResets: PasswordResetTable;
  tokenLedger: TokenLedgerTable;
  tokenPurchases: TokenPurchaseTable;
  testCheckoutSessions: TestCheckoutSessionTable;
  generations: GenerationTable;
  generationVersions: GenerationVersionTable;
  settings: SettingsTable;
  legalDocuments: LegalDocumentTable;
  auditLog: AuditLogTable;
  apiKeys: ApiKeyTable;
  idempotencyRequests: IdempotencyRequestTable;
  runningInstructions: RunningInstructionTable;
  siteProfiles: SiteProfileTable;
}

export * from './api-keys';
export * from './audit-log';
export * from './generation-versions';
export * from './generations';
export * from './idempotency-requests';
export * from './json';
export * from './legal-documents';
export * from './password-resets';
export * from './running-instructions';
export * from './test-checkout-sessions';
export * from './sessions';
export * from './settings';
export * from './site-profiles';
export * from './token-ledger';
export * from './token-purchases';
export * from './users';
