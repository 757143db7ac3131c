/**
 * Words and sentence patterns of the synthetic docs: a made-up job-queue library ("Relay
 * Queue"), so pages read like reference and guide text with option names, identifiers and
 * prose that search can be tried on. English and Chinese share topics, headings and options
 * by index; only the wording differs.
 */

const OPTIONS = [
  { name: 'concurrency', type: 'number', default: '4' },
  { name: 'retry.attempts', type: 'number', default: '3' },
  { name: 'retry.backoff', type: 'string', default: "'exponential'" },
  { name: 'timeoutMs', type: 'number', default: '30000' },
  { name: 'storage.driver', type: 'string', default: "'memory'" },
  { name: 'storage.prefix', type: 'string', default: "'relay'" },
  { name: 'priority', type: 'number', default: '0' },
  { name: 'rateLimit.max', type: 'number', default: 'undefined' },
  { name: 'rateLimit.windowMs', type: 'number', default: '1000' },
  { name: 'deadLetter', type: 'boolean', default: 'false' },
  { name: 'removeOnComplete', type: 'boolean | number', default: 'true' },
  { name: 'lockDuration', type: 'number', default: '15000' },
  { name: 'heartbeatMs', type: 'number', default: '5000' },
  { name: 'events.emit', type: 'string[]', default: '[]' },
];

const TOPIC_WORDS = [
  ['jobs', 'Jobs', '任务'],
  ['workers', 'Workers', 'Worker'],
  ['scheduling', 'Scheduling', '调度'],
  ['retries', 'Retries', '重试'],
  ['backoff', 'Backoff', '退避策略'],
  ['priorities', 'Priorities', '优先级'],
  ['rate-limits', 'Rate limits', '限流'],
  ['storage', 'Storage', '存储'],
  ['redis', 'Redis', 'Redis'],
  ['postgres', 'Postgres', 'Postgres'],
  ['events', 'Events', '事件'],
  ['metrics', 'Metrics', '指标'],
  ['dead-letters', 'Dead letters', '死信队列'],
  ['timeouts', 'Timeouts', '超时'],
  ['locks', 'Locks', '锁'],
  ['batches', 'Batches', '批处理'],
  ['cron', 'Cron jobs', '定时任务'],
  ['flows', 'Flows', '任务流'],
  ['sandboxes', 'Sandboxed workers', '沙箱 Worker'],
  ['telemetry', 'Telemetry', '遥测'],
  ['shutdown', 'Graceful shutdown', '优雅退出'],
  ['deduplication', 'Deduplication', '去重'],
  ['delays', 'Delayed jobs', '延迟任务'],
  ['progress', 'Progress', '进度'],
  ['dashboards', 'Dashboards', '控制台'],
];

const ASPECT_WORDS = [
  ['overview', 'overview', '概览'],
  ['options', 'options', '选项'],
  ['guide', 'guide', '指南'],
  ['recipes', 'recipes', '实践'],
  ['internals', 'internals', '原理'],
  ['migration', 'migration', '迁移'],
  ['testing', 'in tests', '测试'],
  ['production', 'in production', '生产部署'],
  ['api', 'API', 'API'],
  ['troubleshooting', 'troubleshooting', '问题排查'],
];

const HEADINGS = [
  ['Overview', '概览'],
  ['Usage', '用法'],
  ['Options', '选项'],
  ['Default values', '默认值'],
  ['Examples', '示例'],
  ['How it works', '工作原理'],
  ['Caveats', '注意事项'],
  ['Performance', '性能'],
  ['Error handling', '错误处理'],
  ['Type definitions', '类型定义'],
  ['Testing', '测试'],
  ['Migrating from version 2', '从 2.x 迁移'],
  ['Observability', '可观测性'],
  ['Limits', '限制'],
  ['Related options', '相关选项'],
  ['Frequently asked questions', '常见问题'],
  ['Security', '安全'],
  ['Deployment', '部署'],
];

const en = {
  subjects: [
    'the worker',
    'a queue',
    'the scheduler',
    'each job',
    'the storage driver',
    'the retry policy',
    'a flow',
    'the dashboard',
    'the rate limiter',
    'the event bus',
    'a sandboxed worker',
    'the lock manager',
  ],
  actions: [
    'picks up',
    'stores',
    'retries',
    'pauses',
    'acknowledges',
    'drops',
    'reschedules',
    'records',
    'batches',
    'forwards',
    'serializes',
    'throttles',
  ],
  objects: [
    'pending jobs',
    'failed attempts',
    'progress updates',
    'stalled locks',
    'delayed jobs',
    'job payloads',
    'completion events',
    'heartbeats',
    'dead letters',
    'metrics samples',
  ],
  conditions: [
    'when the process restarts',
    'after the timeout expires',
    'before a deploy finishes',
    'while the connection is down',
    'as soon as capacity frees up',
    'once the lock is released',
    'during a graceful shutdown',
    'if the payload is too large',
  ],
  outcomes: [
    'latency stays low',
    'no job runs twice',
    'memory use stays flat',
    'the queue drains in order',
    'throughput grows with the number of workers',
    'errors reach the dead letter queue',
  ],
};

const zh = {
  subjects: ['Worker', '队列', '调度器', '每个任务', '存储驱动', '重试策略', '任务流', '控制台', '限流器', '事件总线', '沙箱 Worker', '锁管理器'],
  actions: ['领取', '保存', '重试', '暂停', '确认', '丢弃', '重新调度', '记录', '合并', '转发', '序列化', '限制'],
  objects: ['待处理的任务', '失败的尝试', '进度更新', '失效的锁', '延迟任务', '任务数据', '完成事件', '心跳', '死信', '指标样本'],
  conditions: [
    '在进程重启时',
    '在超时之后',
    '在部署完成之前',
    '在连接断开期间',
    '一旦有空闲容量',
    '在锁释放之后',
    '在优雅退出期间',
    '当任务数据过大时',
  ],
  outcomes: ['延迟保持在较低水平', '同一个任务不会执行两次', '内存占用保持平稳', '队列按顺序清空', '吞吐量随 Worker 数量增长', '错误会进入死信队列'],
};

const capitalize = (s) => s[0].toUpperCase() + s.slice(1);
const code = (random) => `\`${random.pick(OPTIONS).name}\``;

const EN_PATTERNS = [
  (r, w) => `${capitalize(r.pick(w.subjects))} ${r.pick(w.actions)} ${r.pick(w.objects)} ${r.pick(w.conditions)}, so ${r.pick(w.outcomes)}.`,
  (r, w) => `Set ${code(r)} to change how ${r.pick(w.subjects)} ${r.pick(w.actions)} ${r.pick(w.objects)}.`,
  (r, w) => `By default ${r.pick(w.subjects)} ${r.pick(w.actions)} ${r.pick(w.objects)}; override ${code(r)} to trade that for throughput.`,
  (r, w) => `${capitalize(r.pick(w.conditions))}, ${r.pick(w.subjects)} ${r.pick(w.actions)} **${r.pick(w.objects)}** and logs a warning.`,
  (r, w) => `Most applications keep ${code(r)} unchanged, because ${r.pick(w.outcomes)} without any tuning.`,
  (r, w) => `In tests, ${r.pick(w.subjects)} ${r.pick(w.actions)} ${r.pick(w.objects)} synchronously, which makes failures easy to reproduce.`,
  (r, w) => `Combine ${code(r)} with ${code(r)} when ${r.pick(w.subjects)} ${r.pick(w.actions)} ${r.pick(w.objects)} ${r.pick(w.conditions)}.`,
  (r, w) => `The value is read once at startup; changing ${code(r)} later has no effect until ${r.pick(w.subjects)} restarts.`,
];

const ZH_PATTERNS = [
  (r, w) => `${r.pick(w.conditions)}，${r.pick(w.subjects)}会${r.pick(w.actions)}${r.pick(w.objects)}，因此${r.pick(w.outcomes)}。`,
  (r, w) => `通过设置 ${code(r)}，可以改变${r.pick(w.subjects)}${r.pick(w.actions)}${r.pick(w.objects)}的方式。`,
  (r, w) => `默认情况下，${r.pick(w.subjects)}会${r.pick(w.actions)}${r.pick(w.objects)}；如果更看重吞吐量，可以覆盖 ${code(r)}。`,
  (r, w) => `${r.pick(w.conditions)}，${r.pick(w.subjects)}会${r.pick(w.actions)}**${r.pick(w.objects)}**并输出一条警告。`,
  (r, w) => `大多数应用无需修改 ${code(r)}，因为不做任何调优时${r.pick(w.outcomes)}。`,
  (r, w) => `在测试中，${r.pick(w.subjects)}会同步地${r.pick(w.actions)}${r.pick(w.objects)}，便于复现失败。`,
  (r, w) => `如果${r.pick(w.subjects)}需要${r.pick(w.actions)}${r.pick(w.objects)}，可以把 ${code(r)} 与 ${code(r)} 一起使用。`,
  (r, w) => `该值只在启动时读取一次；之后修改 ${code(r)} 不会生效，直到${r.pick(w.subjects)}重新启动。`,
];

const NOTES_EN = [
  'Upper bound of jobs running at once',
  'How long a lock lives without a heartbeat',
  'Where jobs are kept',
  'Strategy between two attempts',
  'Whether finished jobs are deleted',
  'Jobs with a higher value run first',
  'Events sent to listeners',
];
const NOTES_ZH = [
  '同时运行的任务上限',
  '没有心跳时锁的存活时间',
  '任务的存放位置',
  '两次尝试之间的策略',
  '是否删除已完成的任务',
  '数值越大越先执行',
  '发送给监听者的事件',
];

/** Words of an English sentence. */
const countWords = (s) => s.split(/\s+/).filter(Boolean).length;
/** "Words" of a Chinese sentence: CJK characters count 1/1.7 each, Latin words 1. */
const countZh = (s) => Math.round((s.match(/[\u4e00-\u9fff]/g) ?? []).length / 1.7) + (s.match(/[A-Za-z]+/g) ?? []).length;

export const EN = {
  topics: TOPIC_WORDS.map(([slug, text]) => ({ slug, text })),
  aspects: ASPECT_WORDS.map(([slug, text]) => ({ slug, text })),
  headings: HEADINGS.map(([h]) => h),
  options: OPTIONS,
  queueNames: ['emails', 'thumbnails', 'invoices', 'webhooks', 'exports', 'search-sync', 'payments'],
  optionNotes: NOTES_EN,
  tableHead: ['Option', 'Type', 'Default', 'Description'],
  codeIntro: 'A typical setup looks like this:',
  joiner: ' ',
  sentence: (random) => random.pick(EN_PATTERNS)(random, en),
  words: countWords,
  describe: (title) => `${title}: how Relay Queue handles it, its options and examples.`,
  seeAlso: (links) => `See also ${links.join(' and ')}.`,
  codeComment: (random) => `keep ${random.pick(en.objects)} for a day`,
  shellComment: (random) => `run this ${random.pick(en.conditions)}`,
  welcome: 'Relay Queue runs background jobs with retries, priorities and rate limits. Start with a section below.',
};

export const ZH = {
  topics: TOPIC_WORDS.map(([, , text]) => text),
  aspects: ASPECT_WORDS.map(([, , text]) => text),
  headings: HEADINGS.map(([, h]) => h),
  options: OPTIONS,
  queueNames: EN.queueNames,
  optionNotes: NOTES_ZH,
  tableHead: ['选项', '类型', '默认值', '说明'],
  codeIntro: '典型的配置如下：',
  joiner: '',
  sentence: (random) => random.pick(ZH_PATTERNS)(random, zh),
  words: countZh,
  describe: (title) => `${title}：Relay Queue 的处理方式、选项与示例。`,
  seeAlso: (links) => `另请参阅${links.join('、')}。`,
  codeComment: (random) => `${random.pick(zh.objects)}保留一天`,
  shellComment: (random) => `${random.pick(zh.conditions)}运行`,
  welcome: 'Relay Queue 用于运行后台任务，支持重试、优先级与限流。请从下面的章节开始阅读。',
};
