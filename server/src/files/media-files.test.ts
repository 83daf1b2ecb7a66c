import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { suiteApp } from '../../test/app';
import { describeOnEngines } from '../../test/databases';
import { contentLookup, stringField, stringList } from './content-lookup';
import { filesBuildConfig } from './generate/build-config';
import { runFfmpeg } from './generate/ffmpeg';
import { generateFiles, publicMediaFiles } from './generate/generate-files';
import { VIDEO_SIZE } from './generate/video';
import { videoFiles } from './generate/video-files';

// The generated videos, posters and white papers as a visitor's browser gets them: real
// files of the right format, length and size, served from /data/file/ with byte ranges.

interface Probe {
  seconds: number;
  width: number;
  height: number;
  codec: string;
}

/** What ffmpeg reads from a file: its duration and its video stream. */
async function probe(bytes: Buffer, extension: string): Promise<Probe> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dpu-probe-')), `f${extension}`);
  writeFileSync(file, bytes);
  const log = await runFfmpeg(['-i', file, '-f', 'null', '-']);
  const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(log);
  const stream = /Stream #0:0.*?Video: (\w+).*?, (\d{2,5})x(\d{2,5})/.exec(log);
  assert.ok(stream, log);
  return {
    seconds: duration
      ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])
      : 0,
    codec: stream[1] ?? '',
    width: Number(stream[2]),
    height: Number(stream[3]),
  };
}

await describeOnEngines('generated media', (engine) => {
  const suite = suiteApp(engine);
  const content = () => contentLookup(suite.app.content.index());

  test('when the content lists videos, then each gets its WebM, MP4 and poster files', () => {
    const videos = content().list('/videos');
    assert.ok(videos.length >= 6);
    const paths = videoFiles(content()).map((file) => file.storagePath);
    for (const video of videos) {
      const [webm, mp4] = stringList(video, 'src');
      for (const url of [webm, mp4, stringField(video, 'poster')]) {
        assert.ok(paths.includes(`public/${url!.slice('/data/file/'.length)}`), url);
      }
    }
  });

  test('when the 2200E video is fetched, then WebM (VP9) and MP4 (H.264) play for the length the page shows, at least 640×360', async () => {
    const video = content()
      .list('/videos')
      .find((doc) => doc.id === 289)!;
    const [webmUrl, mp4Url] = stringList(video, 'src');
    const [minutes, seconds] = String(video.duration).split(':').map(Number);
    for (const [url, codec, type] of [
      [webmUrl!, 'vp9', 'video/webm'],
      [mp4Url!, 'h264', 'video/mp4'],
    ] as const) {
      const response = await suite.app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['content-type'], type);
      const found = await probe(response.rawPayload, path.extname(url));
      assert.equal(found.codec, codec, url);
      assert.ok(found.seconds >= 10, `${url}: ${found.seconds} s`);
      assert.equal(Math.round(found.seconds), minutes! * 60 + seconds!, 'duration in content');
      assert.ok(found.width >= 640 && found.height >= 360, `${found.width}x${found.height}`);
    }
    const poster = await suite.app.inject({ url: stringField(video, 'poster')! });
    assert.equal(poster.headers['content-type'], 'image/jpeg');
    const image = await probe(poster.rawPayload, '.jpg');
    assert.deepEqual([image.width, image.height], [VIDEO_SIZE.width, VIDEO_SIZE.height]);
  });

  test('when a player asks for a byte range of a video, then 206 answers that slice', async () => {
    const url = '/data/file/video/conflux2200E-introduction.webm';
    const whole = await suite.app.inject({ url });
    assert.equal(whole.headers['accept-ranges'], 'bytes');
    const size = whole.rawPayload.length;
    const part = await suite.app.inject({ url, headers: { range: 'bytes=100-1099' } });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], `bytes 100-1099/${size}`);
    assert.deepEqual(part.rawPayload, whole.rawPayload.subarray(100, 1100));
    const tail = await suite.app.inject({ url, headers: { range: `bytes=${size - 10}-` } });
    assert.equal(tail.statusCode, 206);
    assert.equal(tail.rawPayload.length, 10);
    const beyond = await suite.app.inject({ url, headers: { range: `bytes=${size}-` } });
    assert.equal(beyond.statusCode, 416);
  });

  test('when a white paper is fetched, then its PDF comes from /data/file/whitepaper/', async () => {
    for (const paper of content().list('/whitepapers')) {
      const response = await suite.app.inject({ url: stringField(paper, 'file')! });
      assert.equal(response.statusCode, 200, paper.slug);
      assert.equal(response.headers['content-type'], 'application/pdf');
      assert.equal(response.rawPayload.subarray(0, 5).toString(), '%PDF-');
    }
  });

  test('when another files folder is built on the same machine, then every file is copied from the cache and a second build writes nothing', async () => {
    const buildFolder = () => ({
      filesDir: mkdtempSync(path.join(tmpdir(), 'dpu-built-files-')),
      cacheDir: filesBuildConfig().cacheDir,
      content: content(),
    });
    // the suite's own files folder may have been filled by an earlier run, leaving the
    // cache empty: one folder is built first, whatever it has to render
    await generateFiles(buildFolder());
    const options = buildFolder();
    const first = await generateFiles(options);
    assert.equal(first.rendered, 0);
    assert.ok(first.written >= publicMediaFiles(content()).length);
    const second = await generateFiles(options);
    assert.deepEqual(second, { written: 0, rendered: 0, total: first.total });
  });
});
