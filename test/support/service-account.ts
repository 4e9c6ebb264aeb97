// The service's forum account, staff or not. plugin/README.md asks for staff, and the sandbox makes it
// so; a test of what happens on a forum where it is not (Discourse then answers 403 to what only staff
// may do, such as PUT /posts/{id}/wiki) takes it away, and may give it back.
import type { Sandbox } from "../../src/sandbox/sandbox.js";

export function serviceStaff(sandbox: Sandbox, staff: boolean, username = "gf-dice"): void {
  const account = sandbox.forum.userByName(username);
  if (!account) throw new Error(`no user ${username} in the sandbox`);
  sandbox.forum.users.set(account.id, { ...account, staff });
}
