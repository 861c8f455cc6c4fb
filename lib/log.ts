/**
 * Structured logs: one JSON object per line (`time`, `level`, `msg`, then fields), info and
 * debug on stdout, warnings and errors on stderr, so a log collector can parse every line.
 * Personal data and secrets never reach the logs: email addresses are masked
 * (`n***@example.com`) and passwords in connection strings replaced (`://user:***@`)
 * wherever they appear, in the message, in fields and in errors' messages and stacks.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

const CREDENTIALS = /([a-z][a-z0-9+.-]*:\/\/)([^\s:/?#@]*):([^\s@/?#]*)@/gi;
const EMAIL = /([A-Za-z0-9_%+-])[A-Za-z0-9._%+-]*@((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})/g;
const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie/i;
const MAX_DEPTH = 6;

/** Masks email addresses and connection-string passwords in a piece of text. */
export function maskText(text: string): string {
  return text.replace(CREDENTIALS, '$1$2:***@').replace(EMAIL, '$1***@$2');
}

/** A JSON-safe copy of `value` with every string masked and errors spelled out. */
export function toLogValue(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return maskText(value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value === undefined) return undefined;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'symbol' || typeof value === 'function') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[nested too deep]';
  seen.add(value);
  if (value instanceof Error) return errorToLog(value, depth, seen);
  if (Array.isArray(value)) return value.map((item) => toLogValue(item, depth + 1, seen));
  if (value instanceof URL) return maskText(value.href);
  if (value instanceof Map) return toLogValue(Object.fromEntries(value), depth, seen);
  if (value instanceof Set) return toLogValue([...value], depth, seen);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) && item !== undefined && item !== null ? '***' : toLogValue(item, depth + 1, seen);
  }
  return out;
}

function errorToLog(error: Error, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const out: Record<string, unknown> = {
    name: error.name,
    message: maskText(error.message),
    stack: error.stack === undefined ? undefined : maskText(error.stack),
  };
  // Driver errors (PostgreSQL, SMTP, the file system) say what went wrong in a code.
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  if (error.cause !== undefined) out.cause = toLogValue(error.cause, depth + 1, seen);
  if (error instanceof AggregateError) out.errors = toLogValue(error.errors, depth + 1, seen);
  return out;
}

/** The fields every line inside one request carries (its request id). */
const context = new AsyncLocalStorage<LogFields>();

/** Runs `fn` with `fields` added to every log line it (and what it awaits) writes. */
export function withLogContext<T>(fields: LogFields, fn: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, fn);
}

/** One log line, without the newline. */
export function formatLogLine(level: LogLevel, msg: string, fields: LogFields = {}, time = new Date()): string {
  const masked = toLogValue({ ...context.getStore(), ...fields });
  const record = { time: time.toISOString(), level, msg: maskText(msg), ...(masked as Record<string, unknown>) };
  try {
    return JSON.stringify(record);
  } catch (error) {
    return JSON.stringify({ time: record.time, level, msg: record.msg, logError: String(error) });
  }
}

function minimumLevel(): number {
  const wanted = process.env.LOG_LEVEL?.toLowerCase();
  return wanted && wanted in LEVELS ? LEVELS[wanted as LogLevel] : LEVELS.info;
}

function write(level: LogLevel, msg: string, fields?: LogFields): void {
  if (LEVELS[level] < minimumLevel()) return;
  const stream = LEVELS[level] >= LEVELS.warn ? process.stderr : process.stdout;
  stream.write(`${formatLogLine(level, msg, fields)}\n`);
}

/** Error fields for a log line: `{ error }` when there is one. */
export function errorFields(error: unknown): LogFields {
  return error === undefined ? {} : { error };
}

export type Logger = {
  debug: (msg: string, fields?: LogFields) => void;
  info: (msg: string, fields?: LogFields) => void;
  warn: (msg: string, fields?: LogFields) => void;
  error: (msg: string, fields?: LogFields) => void;
  /** A logger that adds `fields` (e.g. `{ component: 'mail' }`) to each of its lines. */
  child: (fields: LogFields) => Logger;
};

function makeLogger(base: LogFields): Logger {
  const at = (level: LogLevel) => (msg: string, fields?: LogFields) => write(level, msg, { ...base, ...fields });
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (fields) => makeLogger({ ...base, ...fields }),
  };
}

/** The process's logger. */
export const log: Logger = makeLogger({});
