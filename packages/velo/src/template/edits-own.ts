/**
 * Whether a prompt has a member edit their one own item (a profile), read by readPrompt: said
 * outright ('members update their profile') or as loading and saving back their own row.
 */

/** One item per member: a profile, not 'their bookings' (a member has many of those). */
export function saysEditsOwn(p: string): boolean {
  return /\b(?:update|updates|edit|edits|change|changes|manage|manages)\b[^.]{0,40}\b(?:their|my|his or her) (?:own )?(?:[a-z]+ )?(?:profile|details|account|settings|preferences|info|information|bio)\b/.test(
    p,
  );
}

/** 'Load the current member's row … save the changes back to their own row'. */
export function loadsAndSavesOwn(p: string): boolean {
  return (
    /\b(?:load|loads|read|reads|fetch|fetches|get|gets)\b[^.]{0,30}\b(?:the current member's|the logged-in member's|the member's|their own|their|his or her) (?:own )?(?:row|item|record|entry|profile)\b/.test(
      p,
    ) &&
    // '… save the changes back to their own row', 'saveButton updates their record'.
    /(?:\bsav(?:e|es|ed|ing)\b[^.]{0,40}\b(?:back )?(?:to|into|in)|\bupdat(?:e|es|ing)) (?:their|the member's|the current member's|his or her) (?:own )?(?:row|item|record|entry|profile)\b/.test(
      p,
    )
  );
}
