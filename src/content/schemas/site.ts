import { z } from 'zod';
import {
  group,
  image,
  listOf,
  phone,
  picture,
  qrTarget,
  prose,
  text,
  unconfirmedList,
  url,
  titleText,
  fits,
} from './fields';
import { LIST_RANGES } from './listRanges';

const banner = group('一张横幅 (one banner)', {
  image: image('横幅图片文件名 (banner image file)', 'banner-business.svg'),
  alt: text('横幅图片的替代文字 (alternative text)'),
  title: fits(titleText('横幅大标题 (banner headline)'), 13),
  text: prose('横幅副标题 (banner subline)'),
});

/** `content/site.md`: everything the shared header, banner and footer show. */
export const siteSchema = group('全站共用的信息：页眉、横幅、页脚 (site-wide content)', {
  company: group('公司信息 (company)', {
    name: text('公司全称 (company name)'),
    // No alternative text: the name is written beside the logo, and a screen reader would say it twice.
    logo: group('公司标志 (logo)', {
      image: image(
        '公司标志图片文件名；标志旁边写着公司名，图片不另加替代文字 (logo file; decorative beside the name)',
        'logo.svg',
      ),
    }),
  }),
  titleTemplate: text(
    '浏览器标题的格式，{page} 是每页的“浏览器标签和搜索结果中的页面标题”，{company} 是公司全称；改公司名时所有页面标题一起改 (page title template)',
    '{page} - {company}',
  ),
  siteUrl: url('网站正式地址，用于规范链接和站点地图 (site base URL)'),
  share: picture('分享到微信、微博等时显示的图片，建议 1200×630 (share image)', 'share.jpg'),
  hotline: group('服务热线 (service hotline)', {
    label: titleText('热线名称 (hotline label)'),
    number: phone('热线号码，只含数字和连字符 (phone number)'),
  }),
  address: group('公司地址 (company address)', {
    label: titleText('地址名称 (label)'),
    text: text('公司地址 (address)'),
  }),
  login: group('用户登录 (user login link)', {
    label: fits(titleText('登录链接文字 (link text)'), 17),
    url: url('外部登录网站地址 (login site)'),
  }),
  icp: group('ICP 备案 (ICP filing)', {
    number: text('ICP 备案号 (ICP filing number)'),
    url: url('备案查询网站 (filing site)'),
  }),
  // Optional while editing, so a preview builds before the company has filed; the release check requires it.
  police: z
    .strictObject({
      number: text('公安备案号，如“京公网安备11010502000000号” (public-security filing number)'),
      url: url('全国互联网安全管理服务平台的备案查询地址 (public-security filing site)'),
      // No alternative text: the filing number beside it says what the emblem does.
      emblem: group('公安备案图标 (filing emblem)', {
        image: image(
          '备案号前的公安备案图标；旁边就是备案号，图标不另加替代文字 (filing emblem; decorative beside the number)',
          'police-emblem.svg',
        ),
      }),
    })
    .optional()
    .meta({ description: '公安备案，上线前必须填写 (public-security filing, required at release)' }),
  officialAccount: group('公众号二维码 (official-account QR code)', {
    caption: text('二维码下方的说明 (caption)'),
    alt: text('二维码的替代文字 (alternative text)'),
    qr: qrTarget('公众号二维码指向的地址 (QR code target)'),
  }),
  supplierContact: group('供应商入驻联系人 (supplier-onboarding contact)', {
    label: titleText('联系人说明 (label)'),
    name: text('联系人姓名 (contact person)'),
    phone: phone('联系电话，只含数字和连字符 (phone)', '138-0000-0000'),
  }),
  skipLink: titleText('键盘用户的“跳到正文”链接文字 (skip link)'),
  nav: group('顶部导航文字，顺序固定 (header nav labels)', {
    label: titleText('主导航的无障碍名称 (accessible name of the nav)'),
    homePage: titleText('导航：首页'),
    businessIntro: titleText('导航：业务介绍'),
    recruitment: titleText('导航：资源合作'),
    contactUs: titleText('导航：联系我们'),
    document: titleText('导航：开发者平台'),
  }).meta({
    description: '顶部导航文字，顺序固定 (header nav labels)',
    // On a phone the five labels share one line (docs/cms.md, "Text that fits its place").
    maxTotal: { max: 23, of: ['homePage', 'businessIntro', 'recruitment', 'contactUs', 'document'] },
  }),
  carousel: group('首页轮播 (home carousel)', {
    label: titleText('轮播区的无障碍名称 (accessible name)'),
    pause: titleText('暂停按钮文字 (pause button)'),
    play: titleText('播放按钮文字 (play button)'),
    slideLabel: text('每张的朗读名称，{n} 为序号，{total} 为总数 (slide label)'),
    dotLabel: text('圆点按钮的名称，{n} 为序号 (dot button label)'),
    slides: listOf(banner, LIST_RANGES.slides, '首页轮播的图，规格为三张 (slides, three as on the original site)'),
  }),
  banners: group('业务介绍、资源合作、联系我们三页的横幅 (static banners 1–3)', {
    businessIntro: banner,
    recruitment: banner,
    contactUs: banner,
  }),
  footer: group('页脚 (footer)', {
    addressLabel: titleText('页脚地址前的文字 (address label)'),
    hotlineLabel: titleText('页脚热线前的文字 (hotline label)'),
    copyright: text('版权声明，{company} 是公司全称 (copyright line)', '© {company} 版权所有'),
  }),
  figureBasis: text(
    '数字卡片下方的数据来源和统计时间，{source} 是“公司数据”里的数据来源，{asOf} 是统计时间；只写了一项时只显示那一项 (basis line under a figure card)',
    '{source} · {asOf}',
  ),
  closeLabel: titleText('提示框关闭按钮的无障碍名称 (close button of messages)'),
  newWindow: text('在新窗口打开的链接读屏提示 (screen-reader hint for new-tab links)'),
  sampleBadge: text(
    '预览站角落的示例值提示，{count} 是本页示例值的个数 (corner note in dev and preview builds; {count} = sample values on the page)',
  ),
  editControl: group(
    '预览站的编辑按钮和浏览器编辑器的预览用的话，只在本机预览、预览站和浏览器编辑器里出现 (edit control and editor preview, dev and preview builds and /admin/ only)',
    {
      edit: text(
        '预览页上每段文字的编辑按钮的名称，{field} 是字段名，{file} 和 {line} 是文件和行号 (name of the edit pencil on preview pages)',
        '编辑 {field}（{file} 第 {line} 行）',
      ),
      where: text(
        '没有代码托管地址时（本机构建的预览）代替编辑按钮显示的位置 (location shown when the preview has no repository address)',
        '{file} 第 {line} 行 {field}',
      ),
      editMode: text('手机上显示全部编辑按钮的开关 (toggle that shows every edit pencil, for phones)', '编辑模式'),
      editInForm: text(
        '合并请求预览页上，编辑按钮旁打开浏览器编辑器里这个字段的按钮名称，{field} 是字段名，{file} 是文件 (name of the button beside the pencil that opens the field in the browser editor)',
        '在浏览器编辑器里编辑 {field}（{file}）',
      ),
      previewFailed: text(
        "浏览器编辑器的预览画不出这一页时显示的话，例如刚新增、还没填完的卡片；{field} 是表单上的字段名，{message} 是内容检查说的问题 (shown in the editor when its preview cannot draw the page: the field and the content check's message)",
        '预览画不出这一页。问题在“{field}”：{message}',
      ),
      previewFailedUnknown: text(
        '预览画不出这一页、内容检查又没有找到问题时显示的话，{error} 是技术信息，给网站维护人员看 (shown when the preview fails and the content check finds nothing; {error} is the technical message)',
        '预览画不出这一页，内容检查没有找到原因。请把这句话发给网站维护人员：{error}',
      ),
      signIn: group(
        '浏览器编辑器登录时的话：登录按钮上方、登录窗口里 (the editor’s sign-in: above the button and in the pop-up)',
        {
          notReady: text(
            '浏览器编辑器的登录还不能用时（服务器上还没有放 GitHub 登录密钥）显示的话，在登录按钮上方和登录窗口里 (sign-in is not set up on the server yet: above the button and in the pop-up)',
            '登录还没有开通：服务器上还没有放好 GitHub 登录用的密钥',
          ),
          refused: text(
            'GitHub 没有接受这次登录时显示的话（链接过期、用过一次、不是从编辑器发起的） (GitHub refused the sign-in: expired, reused or forged)',
            'GitHub 没有接受这次登录。请回到编辑器，再点一次“使用 GitHub 登录”',
          ),
          setupWrong: text(
            'GitHub 不认服务器上的登录设置时（密钥和 GitHub 上的不一致，或回调地址不对）显示的话 (GitHub refused the server’s OAuth app settings: wrong secret or callback address)',
            '登录的设置不对，请网站维护人员检查服务器上的 GitHub 密钥',
          ),
          unreachable: text(
            '连不上 GitHub 时显示的话，要说在那之前可以怎么改 (GitHub cannot be reached: say what to do meanwhile)',
            '现在连不上 GitHub，请过几分钟再试',
          ),
          noWriteAccess: text(
            '登录的 GitHub 账号不能修改仓库时显示的话 (the account signed in has no write access)',
            '这个 GitHub 账号没有修改网站仓库的权限',
          ),
          retry: text(
            '登录失败后，登录按钮上方那句话旁边的按钮，点了重新打开编辑器再试 (button beside a failed sign-in’s sentence: opens the editor afresh)',
            '重新登录',
          ),
          popupBlocked: text(
            '浏览器拦住了登录窗口时，在登录按钮上方显示的话 (the browser blocked the sign-in pop-up)',
            '浏览器拦住了登录窗口。请允许这个网站打开弹出窗口，再点一次“使用 GitHub 登录”',
          ),
          done: text(
            '登录成功、登录窗口正在把登录交给编辑器时，窗口里显示的话 (shown in the pop-up while it hands the sign-in to the editor)',
            '登录成功，这个窗口会自己关上',
          ),
          crossSite: text(
            '登录请求不是从本站的编辑器发起时（别的网站、预览站的页面想替编辑人员登录）在登录窗口里显示的话 (a sign-in started by another page than the editor: refused)',
            '这个登录请求不是从本站的浏览器编辑器发起的，已经拒绝',
          ),
          tooMany: text(
            '同一个网络地址一分钟内登录次数太多时，登录窗口里显示的话 (too many sign-ins from one address: the 429 page)',
            '登录太多了，请过一分钟再试',
          ),
          pullRequest: text(
            '从预览站的编辑按钮打开编辑器、登录后，在编辑器顶部显示正在编辑哪个拉取请求；{number} 是拉取请求编号，{branch} 是它的分支 (after signing in from a preview’s edit link: which pull request’s branch saves go to)',
            '正在编辑拉取请求 #{number} 的分支 {branch}',
          ),
          pullRequestFork: text(
            '编辑链接指向来自别人仓库（fork）的拉取请求时显示的话，编辑器不能保存到那里；{number} 是拉取请求编号 (the edit link names a fork’s pull request: refused)',
            '拉取请求 #{number} 来自别人的仓库，浏览器编辑器不能保存到那里',
          ),
          pullRequestClosed: text(
            '编辑链接指向已经关闭的拉取请求时显示的话；{number} 是拉取请求编号 (the edit link names a closed pull request: refused)',
            '拉取请求 #{number} 已经关闭，不能再保存到它的分支',
          ),
          pullRequestMissing: text(
            '编辑链接里的拉取请求在 GitHub 上找不到时显示的话 (the edit link names no pull request GitHub knows)',
            '找不到这个编辑链接里的拉取请求',
          ),
        },
      ),
      narrowScreen: group(
        '手机等窄屏幕上打开浏览器编辑器时，屏幕底部的提示 (notice at the bottom of the browser editor on a narrow screen)',
        {
          notice: text(
            '提示的话：编辑器需要更宽的屏幕，以及可以改用什么 (the editor needs a wider screen, and what to use instead)',
            '这个编辑器要在至少 800 像素宽的屏幕上用。请改用电脑或横放的平板。',
          ),
          dismiss: titleText('关掉提示的按钮 (button that closes the notice)', '知道了'),
        },
      ),
      unconfirmed: group(
        '浏览器编辑器里待公司确认的字段：字段名旁的标记和确认按钮 (fields awaiting the company’s confirmation, in the browser editor)',
        {
          mark: titleText('待确认字段名旁的标记 (mark beside such a field’s label)', '待公司确认'),
          confirm: titleText(
            '标记旁的按钮，点了就把这个字段从待确认列表里去掉 (button that takes the field off the list)',
            '已确认',
          ),
          summary: text(
            '表单上列表位置显示的话，{count} 是还没确认的字段数 (shown where the list is; {count} = fields awaiting confirmation)',
            '这一页还有 {count} 处文字待公司确认：字段名旁标着“待公司确认”，公司确认后点旁边的“已确认”。',
          ),
          none: text('没有待确认字段时显示的话 (shown when nothing awaits confirmation)', '这一页的文字都已确认。'),
        },
      ),
      list: group('浏览器编辑器里列表每一项的按钮 (the buttons of each list item in the browser editor)', {
        moveUp: titleText('把这一项和上一项对调的按钮 (moves the item up one place)', '上移'),
        moveDown: titleText('把这一项和下一项对调的按钮 (moves the item down one place)', '下移'),
        moved: text(
          '移动之后读屏软件念的话，{n} 是这一项现在的位置，{count} 是一共几项 (said to screen readers after a move)',
          '已移到第 {n} 项，共 {count} 项',
        ),
        dragHint: text(
          '读屏软件读到拖动把手时的说明 (screen-reader help of the drag handle)',
          '用鼠标拖动可以调整顺序；用键盘请按“上移”“下移”。',
        ),
        remove: titleText(
          '删除这一项的按钮（叉号）的读屏名称 (screen-reader name of the item’s remove button)',
          '删除这一项',
        ),
      }),
      localSave: group(
        '网站维护人员在自己电脑上打开编辑器时，保存被拦下的话：项目文件夹里有还没提交的文件，保存会把它们一起提交 (npm run edit: a save refused while the working tree holds uncommitted files)',
        {
          changed: text(
            '有还没提交的修改时，{file} 是文件名 (a file has uncommitted changes; {file} is its path)',
            '{file} 有还没提交的修改，请先提交或撤销，再回到这里保存。',
          ),
          untracked: text(
            '有版本库里还没有的新文件时，{file} 是文件名 (a new file git does not track yet; {file} is its path)',
            '{file} 是还没提交的新文件，请先提交或把它移出项目文件夹，再回到这里保存。',
          ),
          severalFiles: text(
            '不止一个文件时代替 {file} 的写法，{count} 是文件数 (several files: replaces {file})',
            '{file} 等 {count} 个文件',
          ),
          failed: text(
            '本机的编辑服务出错、没有说原因时显示的话 (the local editing server failed without saying why)',
            '本机的编辑服务没能完成这一步，原因写在启动编辑器的命令行窗口里。',
          ),
        },
      ),
    },
  ),
  unconfirmedLabel: titleText(
    '预览站里待确认文字的提示，鼠标停在虚线框上时显示在字段名前 (label of a field awaiting confirmation, in previews)',
  ),
  unconfirmedBadge: text(
    '预览站角落的待确认提示，{count} 是本页待公司确认的文字处数 (corner note in previews; {count} = fields awaiting confirmation on the page)',
  ),
  samples: z
    .array(z.string())
    .meta({ description: '仍是示例值、上线前必须替换的字段列表 (fields still holding sample values)' }),
  unconfirmed: unconfirmedList(),
});

export type SiteContent = z.infer<typeof siteSchema>;
export type BannerContent = SiteContent['banners']['contactUs'];
