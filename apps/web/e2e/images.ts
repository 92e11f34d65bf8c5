// Pictures the journeys upload or serve.

/** A 16×16 orange PNG. */
export const AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGP4lC1LEmIY1TCqYfhqAADJ/XoQhY9PNwAAAABJRU5ErkJggg==',
  'base64',
);
