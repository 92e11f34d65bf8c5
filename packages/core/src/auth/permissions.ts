/** The direct-message setting value that lets anyone signed in message a person. */
export const DM_SETTING_ALL = 'all';
/** The direct-message setting value that lets the person's followers message them. */
export const DM_SETTING_FOLLOWERS = 'followers';

/** What decides whether one person may send a direct message to another. */
export interface MessagingFacts {
  /** The writer is signed in (visitors never message). */
  loggedIn: boolean;
  /** The recipient is the writer. */
  self?: boolean;
  /** Either of the two blocked the other. */
  blocked?: boolean;
  /** The recipient's dm setting: all, followers or none. */
  dmSetting?: string | null;
  /** The writer follows the recipient. */
  followsRecipient?: boolean;
  /**
   * The two are in a conversation: the recipient still has their chat with the writer (a message
   * between the two, either way, since the recipient last left the chat).
   */
  inConversation?: boolean;
}

/**
 * Whether the writer may send a message now. The spec (section 6) reads "Messaging is allowed
 * when logged in, or when the person's dm setting is 'all' and they have followers"; we read it as
 * the recipient's setting deciding who may START a conversation (the contract's DmSetting;
 * docs/decisions.md, "Direct messages" and issue 20): `all` admits everyone signed in,
 * `followers` the recipient's followers, `none` nobody new. A conversation that exists goes on
 * whatever either setting is now, until the recipient leaves the chat; a block either way always
 * stops it. The server and the clients both ask this function.
 */
export function canMessage(facts: MessagingFacts): boolean {
  if (!facts.loggedIn || facts.self || facts.blocked) return false;
  if (facts.inConversation) return true;
  if (facts.dmSetting === DM_SETTING_ALL) return true;
  return facts.dmSetting === DM_SETTING_FOLLOWERS && facts.followsRecipient === true;
}
