import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { serverDir } from '../../config';
import { filesBuildConfig } from './build-config';

// The file generation's settings are checked before anything renders: a bad FFMPEG_PATH
// stops the build with a message naming the variable and what it accepts.

describe('files build config', () => {
  test('when the settings are unset, then the bundled ffmpeg and the server build folder apply', () => {
    const config = filesBuildConfig({});
    assert.equal(config.ffmpegPath, undefined);
    assert.equal(config.filesDir, path.join(serverDir, 'dist/files'));
  });

  test('when FFMPEG_PATH names an executable file, then the config carries it', () => {
    assert.equal(filesBuildConfig({ FFMPEG_PATH: process.execPath }).ffmpegPath, process.execPath);
  });

  for (const [value, allowed] of [
    [
      '/nowhere/ffmpeg',
      /FFMPEG_PATH must be the path of an executable file, got '\/nowhere\/ffmpeg'/,
    ],
    [tmpdir(), /FFMPEG_PATH must be the path of an executable file/],
  ] as const) {
    test(`when FFMPEG_PATH is '${value}', then loading the config fails naming it and what is allowed`, () => {
      assert.throws(() => filesBuildConfig({ FFMPEG_PATH: value }), allowed);
    });
  }
});
