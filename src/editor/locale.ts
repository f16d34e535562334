import { en, zh_Hans } from 'decap-cms-locales';

/**
 * Decap's own words in Chinese (no English reaches an editor or a screen reader). Decap 3.16's
 * `zh_Hans` lacks about a fifth of its phrases, which it then says in English (the list items' "Expand",
 * every field's "string field", "Account options dropdown"…), and keeps some English of its own ("Markdown",
 * "URL", "Backend", English month names on the workflow board). Completed here through Decap's own locale
 * registry, never by changing Decap. Words of our own controls live in content/site.md `editControl`.
 */

type Phrases = { [key: string]: string | Phrases };

/** What this editor says where Decap's Chinese is missing, English or unlike the rest (审查中 beside 审核中). */
export const OUR_PHRASES: Phrases = {
  app: {
    app: {
      errorHeader: '编辑器的设置读取失败',
      checkConfigYml: '请把这一页的内容发给网站维护人员。',
      waitingBackend: '正在读取内容……',
    },
  },
  collection: {
    collectionTop: { viewAsList: '列表显示', viewAsGrid: '网格显示' },
    entries: { unpublishedHeader: '未发布的内容' },
  },
  editor: {
    editorControl: {
      // Said of the box around each field; Decap fills in its widget's English name, which no editor needs.
      field: { widgetLabel: '字段' },
    },
    editorControlPane: {
      widget: {
        rangeMin: '%{fieldLabel}至少要有 %{minCount} 项',
        rangeMax: '%{fieldLabel}最多只能有 %{maxCount} 项',
      },
    },
    editorInterface: { toggleNotes: '显示或隐藏备注' },
    editorNotesPane: {
      title: '备注',
      emptyState: '还没有备注。在下面写第一条，和同事一起讨论。',
      addNote: '添加备注',
      addPlaceholder: '写一条备注……',
      editPlaceholder: '修改这条备注……',
      save: '保存',
      cancel: '取消',
      edit: '修改',
      delete: '删除',
      resolve: '标为已解决',
      unresolve: '标为未解决',
      confirmDelete: '确定要删除这条备注吗？',
      shortcut: '按住 Ctrl 再按回车，可以快速添加备注',
    },
    editorToolbar: {
      // Decap's zh_Hans writes its colons half-width, `状态: 草稿`; the rest of the editor writes them as Chinese.
      status: '状态：%{status}',
      statusInfoTooltipDraft: '现在是草稿。改完后把状态改成“审核中”，交给同事审核。',
      statusInfoTooltipInReview: '正在审核，不用再做什么；审核期间也可以继续修改。',
    },
    editorWidgets: {
      markdown: {
        // The mode of the body box that shows the text as written, marks and all.
        markdown: '源码',
        strikethrough: '删除线',
        linkPrompt: '请输入链接的网址',
        toggleMode: { rich: '切换到富文本', markdown: '切换到源码' },
      },
      image: {
        chooseUrl: '填写图片网址',
        replaceUrl: '换成图片网址',
        promptUrl: '请输入图片的网址',
        chooseMultiple: '选择图片',
        addMore: '再添加图片',
        removeAll: '删除全部图片',
      },
      file: {
        chooseUrl: '填写文件网址',
        replaceUrl: '换成文件网址',
        promptUrl: '请输入文件的网址',
        chooseMultiple: '选择文件',
        addMore: '再添加文件',
        removeAll: '删除全部文件',
      },
      datetime: { setToNow: '把%{fieldLabel}设为现在' },
      list: { addType: '新增%{item}' },
      object: { expand: '展开', collapse: '收起' },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: { copyUrl: '复制网址' },
    mediaLibrary: { fileTooLarge: '文件太大：这里的文件最大 %{size} KB。' },
    mediaLibraryModal: { close: '关闭' },
  },
  ui: {
    errorBoundary: {
      reportIt: '把这一页的内容发给网站维护人员',
      privacyWarning: '发给别人之前，请先删掉里面不该外传的信息。',
    },
    settingsDropdown: { account: '账户菜单' },
    toast: {
      // With a full-width colon, as above: the refused save read `保存内容失败: 页面主标题：…`.
      onFailToLoadEntries: '加载内容失败：%{details}',
      onFailToLoadDeployPreview: '加载预览失败：%{details}',
      onFailToPersist: '保存内容失败：%{details}',
      onFailToDelete: '删除内容失败：%{details}',
      onFailToUpdateStatus: '更新状态失败：%{details}',
      onFailToPublishEntry: '发布失败：%{details}',
      onFailToUnpublishEntry: '撤销发布失败：%{details}',
      onBackendDown: '保存内容的服务暂时连不上，详情：%{details}',
      noteAdded: '备注已添加',
      onFailToAddNote: '备注没有添加：%{details}',
      noteUpdated: '备注已修改',
      onFailToUpdateNote: '备注没有修改：%{details}',
      noteDeleted: '备注已删除',
      onFailToDeleteNote: '备注没有删除：%{details}',
      noteResolved: '备注已标为解决',
      noteReopened: '备注已重新打开',
      onFailToToggleNote: '备注状态没有改：%{details}',
    },
  },
  workflow: {
    workflow: {
      description: '%{smart_count} 个审核中的内容，%{readyCount} 个已就绪的内容',
      // A moment.js format: English month names otherwise.
      dateFormat: 'M 月 D 日',
    },
    workflowList: { inReviewHeader: '审核中' },
  },
};

function merged(base: Phrases, ours: Phrases): Phrases {
  const out: Phrases = { ...base };
  for (const [key, value] of Object.entries(ours)) {
    const under = out[key];
    out[key] = typeof value === 'object' && typeof under === 'object' ? merged(under, value) : value;
  }
  return out;
}

/** Decap's `zh_Hans`, completed: what CMS.registerLocale('zh_Hans', …) gets. */
export const EDITOR_LOCALE = merged(zh_Hans as Phrases, OUR_PHRASES);

/**
 * Decap's fallback, `en`, with every phrase above over it: Decap speaks it before its configuration, which
 * names zh_Hans, has loaded ("Loading configuration..."). A phrase neither has stays English, where the
 * walk through the editor finds it (tests/admin/chineseEverywhere.spec.ts).
 */
export const FALLBACK_LOCALE = merged(en as Phrases, EDITOR_LOCALE);

/** A phrase by its dotted key, as Decap's `t` finds it. */
export function phrase(key: string, locale: Phrases = EDITOR_LOCALE): string | undefined {
  const found = key
    .split('.')
    .reduce<string | Phrases | undefined>((node, step) => (typeof node === 'object' ? node[step] : undefined), locale);
  return typeof found === 'string' ? found : undefined;
}
