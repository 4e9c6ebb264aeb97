// Who may make a post a wiki (or take it off), as Discourse decides it: PostGuardian#can_wiki?
// (lib/guardian/post_guardian.rb at discourse/discourse@f03c1cc1):
//
//   return true if is_staff? || @user.has_trust_level?(TrustLevel[4])
//   if @user.has_trust_level?(SiteSetting.min_trust_to_allow_self_wiki) && is_my_own?(post)
//     return false if post.hidden?; return !post.edit_time_limit_expired?
//
// Newer trees ask `@user.in_any_groups?(SiteSetting.self_wiki_allowed_groups_map)` instead: the setting
// replaced min_trust_to_allow_self_wiki (default 3) with the same default, the automatic group trust_level_3 (its migration maps a level N to group 1N; meta.discourse.org/t/30802 "configured to
// trust_level_3 by default"). So on a fresh forum an ordinary player (trust level 0–2) cannot make even
// their own post a wiki: staff can, and TL4. The post menu offers the toggle only to whom this allows
// (PostSerializer#can_wiki, admin.gjs and admin-post-menu.gjs), and PostsController#wiki refuses the rest.
// The sandbox has no hidden posts and no edit time limit (its edits have none either), so those two
// clauses never refuse here. Shared by the sandbox's server (its REST API and its page's API) and its page.

/** Discourse's automatic groups (Group::AUTO_GROUPS): everyone, admins, moderators, staff, trust_level_0 … trust_level_4. */
export const AUTO_GROUPS = { everyone: 0, admins: 1, moderators: 2, staff: 3, trust_level_0: 10, trust_level_1: 11, trust_level_3: 13, trust_level_4: 14 } as const;

/** SiteSetting.self_wiki_allowed_groups' default: trust_level_3. */
export const SELF_WIKI_ALLOWED_GROUPS: readonly number[] = [AUTO_GROUPS.trust_level_3];

/** A user as the guardian reads one: the sandbox's staff are admins and moderators both. */
export interface WikiUser { readonly id: number; readonly staff: boolean; readonly trustLevel?: number | undefined }

/**
 * A new account's trust level: 0, TrustLevel's `newuser` (lib/trust_level.rb at discourse/discourse@054aa538),
 * which User#add_trust_level gives every account made without one (`self.trust_level ||=
 * SiteSetting.default_trust_level`, app/models/user.rb at @000ef5e5; `default_trust_level` 0 in
 * config/site_settings.yml at @00011e9c). The sandbox's seeded players are 1, and say why (sandbox.ts).
 */
export const DEFAULT_TRUST_LEVEL = 0;

/** User#in_any_groups?, for the automatic groups (a user of trust level N is in trust_level_0 … trust_level_N). */
export function inAnyGroup(user: WikiUser, groups: readonly number[]): boolean {
  const level = user.trustLevel ?? DEFAULT_TRUST_LEVEL;
  return groups.some((g) => g === AUTO_GROUPS.everyone || (g >= 1 && g <= 3 && user.staff) || (g >= 10 && g <= 14 && level >= g - 10));
}

/** PostGuardian#can_wiki? for `user` on a post written by `authorId`. */
export function canWiki(user: WikiUser | undefined, authorId: number, allowed: readonly number[] = SELF_WIKI_ALLOWED_GROUPS): boolean {
  if (!user) return false;
  if (user.staff || (user.trustLevel ?? DEFAULT_TRUST_LEVEL) >= 4) return true;
  return inAnyGroup(user, allowed) && user.id === authorId;
}

/**
 * Who may edit someone else's wiki post: PostGuardian#can_edit_post? lets in `post.wiki &&
 * @user.in_any_groups?(SiteSetting.edit_wiki_post_allowed_groups_map)` (lib/guardian/post_guardian.rb at
 * discourse/discourse@f03c1cc1), the setting that replaced min_trust_to_edit_wiki_post, whose default is
 * 1 (config/site_settings.yml at discourse/discourse@00011e9c): trust_level_1. A new account (trust level 0)
 * may not edit a wiki sheet; staff edit any post.
 */
export const EDIT_WIKI_POST_ALLOWED_GROUPS: readonly number[] = [AUTO_GROUPS.trust_level_1];

/** guardian.can_edit? on a post: staff, its author, or, on a wiki, a member of edit_wiki_post_allowed_groups. */
export function canEditPost(user: WikiUser | undefined, post: { readonly authorId: number; readonly wiki: boolean }): boolean {
  if (!user) return false;
  return user.staff || user.id === post.authorId || (post.wiki && inAnyGroup(user, EDIT_WIKI_POST_ALLOWED_GROUPS));
}

/** The group_list site setting as Discourse stores it ("13|14"), read back; anything else is the default. */
export function groupList(setting: string | undefined): readonly number[] {
  if (setting === undefined) return SELF_WIKI_ALLOWED_GROUPS;
  return setting.split("|").map((s) => s.trim()).filter((s) => /^\d{1,9}$/.test(s)).map(Number);
}
