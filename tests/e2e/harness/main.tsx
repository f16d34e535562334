/**
 * Test harness for the feedback kit (tests/e2e/feedback.spec.ts): one button per kind of feedback.
 * Built with Vite's JavaScript API and served statically by the spec; no page of the site uses the
 * message boxes, so they are exercised here. The site's global styles give the kit its real colours.
 */
import '../../../src/site/styles/global.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Corner } from '../../../src/site/feedback/layout';
import { message } from '../../../src/site/feedback/message';
import { alert, confirm, prompt } from '../../../src/site/feedback/messageBox';
import type { MessageBoxResult } from '../../../src/site/feedback/messageBoxView';
import { notify } from '../../../src/site/feedback/notification';

const PROMPT_ERROR = '请输入内容';

const CORNERS: readonly { position: Corner; label: string }[] = [
  { position: 'top-right', label: '右上通知' },
  { position: 'top-left', label: '左上通知' },
  { position: 'bottom-right', label: '右下通知' },
  { position: 'bottom-left', label: '左下通知' },
];

/** `?keep`: messages and notifications stay until closed (duration 0), e.g. while axe scans the page. */
const timing = new URLSearchParams(window.location.search).has('keep') ? { duration: 0 } : {};

const layout = {
  main: { display: 'grid', gap: 16, maxWidth: 720, margin: '0 auto', padding: '160px 24px 24px' },
  row: { display: 'flex', flexWrap: 'wrap', gap: 8 },
} as const;

function Harness() {
  const [result, setResult] = useState('');
  const [count, setCount] = useState(0);

  /** Clears the result while a box is open, then shows what it resolved. */
  const box = (open: () => Promise<MessageBoxResult>) => () => {
    setResult('');
    void open().then((resolved) => setResult(JSON.stringify(resolved)));
  };

  return (
    <main style={layout.main}>
      <h1>反馈组件</h1>
      {/* Top left, away from the dialog: a click on it while a box is open must not count. */}
      <p style={{ position: 'fixed', top: 96, left: 24 }}>
        <button type="button" id="counter" onClick={() => setCount((value) => value + 1)}>
          计数
        </button>{' '}
        <output id="count">{count}</output>
      </p>
      <div style={layout.row}>
        <button type="button" onClick={() => message.success('已复制', timing)}>
          成功提示
        </button>
        <button type="button" onClick={() => message.error('复制失败', timing)}>
          错误提示
        </button>
        <button type="button" onClick={() => message.info('已保存', { ...timing, grouping: true })}>
          重复提示
        </button>
      </div>
      <div style={layout.row}>
        {CORNERS.map(({ position, label }) => (
          <button
            key={position}
            type="button"
            onClick={() => notify({ ...timing, title: label, text: `位置：${position}`, position })}
          >
            {label}
          </button>
        ))}
        <button type="button" onClick={() => notify({ ...timing, title: '默认通知', text: '没有指定位置。' })}>
          默认通知
        </button>
      </div>
      <div style={layout.row}>
        <button type="button" onClick={box(() => alert({ title: '提示', text: '操作已完成。' }))}>
          提示框
        </button>
        <button type="button" onClick={box(() => confirm({ title: '确认', text: '确定要继续吗？' }))}>
          确认框
        </button>
        <button
          type="button"
          onClick={box(() =>
            prompt({
              title: '输入',
              text: '请填写名称。',
              inputLabel: '名称',
              validator: (text) => text.trim() !== '' || PROMPT_ERROR,
            }),
          )}
        >
          输入框
        </button>
      </div>
      <p>
        结果：<output id="result">{result}</output>
      </p>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('harness: no #root');
createRoot(root).render(<Harness />);
