import { buildAdmin } from '../../scripts/build/admin/buildAdmin';

/** Builds /admin/ once for the run; ADMIN_PREBUILT=1 reuses build/admin/ while iterating. */
export default function globalSetup(): void {
  if (process.env.ADMIN_PREBUILT !== '1') buildAdmin();
}
