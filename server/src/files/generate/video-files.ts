import { productByKey } from '@dpu/contracts';
import type { ContentDocument } from '../../content/load-content';
import { stringField, stringList, type ContentLookup } from '../content-lookup';
import { storagePathOfPublicUrl, type GeneratedFile } from './generated-file';
import { renderVideo, videoInputs, type VideoFormat, type VideoSlide } from './video';

// Every video of content/videos gets the files it names (src: WebM and MP4, poster: JPEG),
// drawn from its own title, key facts and description.

/** The slides of one video: its title, its key facts, its summary. */
export function videoSlides(video: ContentDocument, content: ContentLookup): VideoSlide[] {
  const company = stringField(content.get('/site'), 'companyName') ?? '';
  const labels = content.get('/pages/videos')?.slideLabels as Record<string, unknown> | undefined;
  const label = (key: string) => (typeof labels?.[key] === 'string' ? labels[key] : undefined);
  const title = stringField(video, 'title') ?? '';
  const productKey = stringField(video, 'product');
  const product = productKey ? productByKey(productKey) : undefined;
  const name = product?.name ?? stringField(video, 'category') ?? company;
  const slides: VideoSlide[] = [
    { kicker: stringField(video, 'category'), heading: title, lines: company ? [company] : [] },
  ];
  const facts = stringList(video, 'keyFacts');
  if (facts.length) slides.push({ kicker: label('facts'), heading: name, lines: facts });
  const description = stringField(video, 'description');
  slides.push({ kicker: label('summary'), heading: name, lines: description ? [description] : [] });
  return slides;
}

const FORMATS: Record<string, VideoFormat> = { '.webm': 'webm', '.mp4': 'mp4', '.jpg': 'poster' };

function fileFor(
  url: string,
  slides: VideoSlide[],
  ffmpeg: string | undefined,
): GeneratedFile | undefined {
  const storagePath = storagePathOfPublicUrl(url);
  const format = FORMATS[url.slice(url.lastIndexOf('.'))];
  if (!storagePath || !format) return undefined;
  return {
    storagePath,
    source: {
      inputs: () => videoInputs(slides, format, ffmpeg),
      render: () => renderVideo(slides, format, ffmpeg),
    },
  };
}

/** ffmpeg: the configured binary (FFMPEG_PATH), undefined for the bundled one. */
export function videoFiles(content: ContentLookup, ffmpeg?: string): GeneratedFile[] {
  return content.list('/videos').flatMap((video) => {
    const slides = videoSlides(video, content);
    const poster = stringField(video, 'poster');
    return [...stringList(video, 'src'), ...(poster ? [poster] : [])]
      .map((url) => fileFor(url, slides, ffmpeg))
      .filter((file): file is GeneratedFile => file !== undefined);
  });
}
