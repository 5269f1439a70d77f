import { PASSWORD_MAX, PASSWORD_MIN } from "@pitstop/contract/auth";
import type { FieldErrors } from "./settings-result";

/** What a person typed, checked before it is sent; the API checks the rest (common passwords). */
export function passwordProblems(values: { old: string; next: string; confirm: string }): FieldErrors | null {
  const problems: FieldErrors = {};
  if (!values.old) problems.odl_password = ["Enter your current password"];
  if (values.next.length < PASSWORD_MIN)
    problems.new_password = [`The new password needs at least ${PASSWORD_MIN} characters`];
  else if (values.next.length > PASSWORD_MAX)
    problems.new_password = [`The new password can have at most ${PASSWORD_MAX} characters`];
  else if (values.next === values.old) problems.new_password = ["The new password must differ from the current one"];
  if (values.confirm !== values.next) problems.confirm_password = ["The two new passwords do not match"];
  return Object.keys(problems).length > 0 ? problems : null;
}
