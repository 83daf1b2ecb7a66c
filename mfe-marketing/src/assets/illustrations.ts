import award from './illustrations/award.svg';
import building from './illustrations/building.svg';
import card from './illustrations/card.svg';
import chip from './illustrations/chip.svg';
import cloud from './illustrations/cloud.svg';
import code from './illustrations/code.svg';
import data from './illustrations/data.svg';
import database from './illustrations/database.svg';
import document from './illustrations/document.svg';
import finance from './illustrations/finance.svg';
import network from './illustrations/network.svg';
import people from './illustrations/people.svg';
import server from './illustrations/server.svg';
import shield from './illustrations/shield.svg';
import speed from './illustrations/speed.svg';
import transport from './illustrations/transport.svg';
import video from './illustrations/video.svg';

// Content names an illustration by key (`illustration: cloud`); the pictures themselves are
// small SVGs bundled with this remote, so no page depends on an outside image host.
const ILLUSTRATIONS: Readonly<Record<string, string>> = {
  award,
  building,
  card,
  chip,
  cloud,
  code,
  data,
  database,
  document,
  finance,
  network,
  people,
  server,
  shield,
  speed,
  transport,
  video,
  growth: data,
  stage: video,
};

/** The URL of an illustration by its content key; unknown keys get the fallback. */
export function illustrationUrl(key: unknown, fallback = 'document'): string {
  const found = typeof key === 'string' ? ILLUSTRATIONS[key] : undefined;
  return found ?? ILLUSTRATIONS[fallback] ?? document;
}

export const VIDEO_POSTER_URL = video;
