// Where the news screens live: `/news` manages one's sources, `/news/:sourceId` reads one.
export const NEWS_PATH = '/news';

export const newsSourcePath = (sourceId: string) => `${NEWS_PATH}/${sourceId}`;
