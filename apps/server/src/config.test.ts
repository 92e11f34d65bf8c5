import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on defaults: port 3000, embedded database, demo data, outbox mail', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      seedDemo: true,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('points links at the port it listens on when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('names every invalid variable in one error', () => {
    const load = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SEED_DEMO/);
  });

  it('counts videos of four minutes as long unless LONG_VIDEO_SECONDS says otherwise', () => {
    expect(loadConfig({}).longVideoSeconds).toBe(240);
    expect(loadConfig({ LONG_VIDEO_SECONDS: '3' }).longVideoSeconds).toBe(3);
    expect(() => loadConfig({ LONG_VIDEO_SECONDS: '0' })).toThrow(/LONG_VIDEO_SECONDS/);
  });

  it('holds video processing only when VIDEO_PROCESSING_HOLD_FILE is set', () => {
    expect(loadConfig({}).videoProcessingHoldFile).toBeUndefined();
    expect(loadConfig({ VIDEO_PROCESSING_HOLD_FILE: '/tmp/hold' }).videoProcessingHoldFile).toBe(
      '/tmp/hold',
    );
  });

  it('reads flags and limits', () => {
    const config = loadConfig({
      SEED_DEMO: 'false',
      MAX_UPLOAD_MB: '5',
      PUBLIC_URL: 'https://trestle.example/',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.maxUploadBytes).toBe(5 * 1024 * 1024);
    expect(config.publicUrl).toBe('https://trestle.example');
  });

  it('takes the map tiles from MAP_TILE_URL and refuses a template that is no URL or path', () => {
    expect(loadConfig({}).map.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).map.tileUrl).toBe(
      '/tiles/{z}/{x}/{y}.png',
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'javascript:alert(1)//{z}' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/no-zoom.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });

  it('stores files on local disk unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'trestle-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'trestle-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('refuses an S3 access key without its secret', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });
});
