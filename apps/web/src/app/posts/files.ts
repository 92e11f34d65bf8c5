/** The address of an uploaded file (GET /files/{filename}). */
export function fileUrl(name: string): string {
  return `/api/files/${encodeURIComponent(name)}`;
}

/**
 * Images in the text without a text alternative get an empty one (decorative), so screen readers
 * skip them instead of reading the file name. Runs on sanitised HTML, where every attribute is
 * quoted and escaped, so no `>` can hide inside one.
 */
export function withImageAlt(html: string): string {
  return html.replace(/<img\b(?![^>]*\salt=)/gi, '<img alt=""');
}

/** The address of a post's full view, as shared. */
export function postPath(postId: string): string {
  return `/post/${encodeURIComponent(postId)}`;
}

/** A channel's page. */
export function channelPath(channelId: string): string {
  return `/channels/${encodeURIComponent(channelId)}`;
}

/** A person's profile page. */
export function profilePath(username: string): string {
  return `/profile/${encodeURIComponent(username)}`;
}

/** A group's page. */
export function groupPath(groupId: string): string {
  return `/groups/${encodeURIComponent(groupId)}`;
}

/** Explore's post search for a #tag (signed in). */
export function tagSearchPath(tag: string): string {
  return `/explore?q=${encodeURIComponent(`#${tag}`)}`;
}

/** The visitors' feed searched for a #tag (signed out). */
export function visitorTagSearchPath(tag: string): string {
  return `/?q=${encodeURIComponent(`#${tag}`)}`;
}
