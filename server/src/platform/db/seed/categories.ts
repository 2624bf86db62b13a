import type { IconName } from './icons.ts';

/** One spec dimension of a product group, e.g. 颜色: 黑色/蓝色/红色. */
export interface SpecDim {
  name: string;
  values: string[];
}

/**
 * A second-level category and how its products look: every leaf under it shares the brands, unit,
 * spec dimensions, pack sizes and price band (in fen; for `tiny` groups in 1/10000 yuan, so per-piece
 * prices such as 0.0325 come out naturally).
 */
export interface ProductGroup {
  name: string;
  leaves: string[];
  brands: string[];
  unit: string;
  specs: SpecDim[];
  packs?: string[];
  price: [min: number, max: number];
  tiny?: boolean;
}

/** A top-level category with its picture style and tax rate. */
export interface TopCategory {
  name: string;
  icon: IconName;
  color: string;
  tint: string;
  taxRate?: string;
  groups: ProductGroup[];
}

const colours = (...values: string[]): SpecDim => ({ name: '颜色', values });
const size = (...values: string[]): SpecDim => ({ name: '规格', values });

/** The catalogue tree shared by every tenant: 10 top-level categories, 40 groups, about 190 leaves. */
export const CATALOG: TopCategory[] = [
  {
    name: '办公用品',
    icon: 'pen',
    color: '#2563eb',
    tint: '#dbeafe',
    groups: [
      {
        name: '书写工具',
        leaves: ['签字笔', '中性笔', '圆珠笔', '记号笔', '荧光笔', '白板笔', '铅笔', '钢笔', '中性笔芯'],
        brands: ['得力', '晨光', '齐心', '斑马', '百乐', '真彩'],
        unit: '盒',
        specs: [size('0.5mm', '0.38mm', '0.7mm'), colours('黑色', '蓝色', '红色')],
        packs: ['12支/盒', '24支/盒', '36支/桶'],
        price: [450, 6800],
      },
      {
        name: '纸张本册',
        leaves: ['复印纸', '彩色复印纸', '打印纸', '笔记本', '便利贴', '软抄本', '会议记录本'],
        brands: ['得力', '晨光', '齐心', '国誉', '广博'],
        unit: '箱',
        specs: [size('A4', 'A3', 'B5'), { name: '克重', values: ['70g', '80g'] }],
        packs: ['500张/包 5包/箱', '500张/包 8包/箱', '单包装'],
        price: [1800, 26000],
      },
      {
        name: '文件管理',
        leaves: ['文件夹', '档案盒', '资料册', '文件袋', '票据夹', '长尾夹', '抽杆夹', '文件架'],
        brands: ['得力', '齐心', '晨光', '广博'],
        unit: '个',
        specs: [colours('蓝色', '黑色', '透明'), size('A4', 'F4')],
        packs: ['10个/包', '单个装', '24个/箱'],
        price: [180, 4500],
      },
      {
        name: '桌面文具',
        leaves: ['订书机', '订书钉', '固体胶', '剪刀', '美工刀', '计算器', '修正带', '回形针', '笔筒'],
        brands: ['得力', '晨光', '齐心', '真彩', '3M'],
        unit: '个',
        specs: [colours('黑色', '白色', '蓝色')],
        packs: ['单个装', '10个/盒'],
        price: [250, 9800],
      },
      {
        name: '财务用品',
        leaves: ['凭证纸', '账本', '印台', '复写纸', '收据', '点钞机', '支票打印机'],
        brands: ['得力', '齐心', '科密', '国誉'],
        unit: '本',
        specs: [size('标准', '加厚')],
        packs: ['10本/包', '单本'],
        price: [300, 12000],
      },
    ],
  },
  {
    name: '办公设备',
    icon: 'printer',
    color: '#0891b2',
    tint: '#cffafe',
    groups: [
      {
        name: '打印设备',
        leaves: ['激光打印机', '喷墨打印机', '针式打印机', '标签打印机', '多功能一体机', '复印机'],
        brands: ['惠普', '佳能', '爱普生', '兄弟', '联想'],
        unit: '台',
        specs: [
          { name: '类型', values: ['黑白', '彩色'] },
          { name: '连接', values: ['USB', '无线WiFi', '有线网络'] },
        ],
        price: [69900, 899900],
      },
      {
        name: '打印耗材',
        leaves: ['硒鼓', '墨盒', '碳粉', '色带', '墨水', '鼓架'],
        brands: ['惠普', '佳能', '爱普生', '兄弟', '天威'],
        unit: '个',
        specs: [colours('黑色', '青色', '品红', '黄色')],
        price: [3500, 89900],
      },
      {
        name: '投影显示',
        leaves: ['投影仪', '投影幕布', '激光翻页笔', '会议平板', '白板'],
        brands: ['爱普生', '明基', '得力', '华为'],
        unit: '台',
        specs: [{ name: '尺寸', values: ['65英寸', '75英寸', '86英寸'] }],
        price: [9900, 1299900],
      },
      {
        name: '办公机器',
        leaves: ['碎纸机', '装订机', '过塑机', '考勤机', '保险柜', '验钞机'],
        brands: ['得力', '齐心', '科密'],
        unit: '台',
        specs: [size('标准款', '大容量款')],
        price: [19900, 299900],
      },
    ],
  },
  {
    name: '电脑数码',
    icon: 'laptop',
    color: '#7c3aed',
    tint: '#ede9fe',
    groups: [
      {
        name: '电脑整机',
        leaves: ['笔记本电脑', '台式机', '一体机', '平板电脑', '服务器', '工作站'],
        brands: ['联想', '惠普', '戴尔', '华为', '华硕'],
        unit: '台',
        specs: [
          { name: '内存', values: ['16GB', '32GB', '8GB'] },
          { name: '硬盘', values: ['512GB SSD', '1TB SSD'] },
        ],
        price: [299900, 1899900],
      },
      {
        name: '电脑外设',
        leaves: ['键盘', '鼠标', '键鼠套装', '显示器', '摄像头', '耳机', '扩展坞'],
        brands: ['罗技', '雷柏', '联想', '戴尔', '飞利浦'],
        unit: '个',
        specs: [colours('黑色', '白色'), { name: '连接', values: ['有线', '无线'] }],
        price: [2900, 199900],
      },
      {
        name: '存储设备',
        leaves: ['U盘', '移动硬盘', '固态硬盘', '存储卡', '机械硬盘'],
        brands: ['闪迪', '金士顿', '西部数据', '希捷', '三星'],
        unit: '个',
        specs: [{ name: '容量', values: ['64GB', '128GB', '256GB', '1TB'] }],
        price: [2900, 129900],
      },
      {
        name: '网络设备',
        leaves: ['路由器', '交换机', '网线', '无线网卡', '光纤收发器'],
        brands: ['华为', 'TP-LINK', '华三'],
        unit: '台',
        specs: [{ name: '型号', values: ['企业级', '商用级', '工业级'] }],
        price: [3900, 299900],
      },
    ],
  },
  {
    name: '劳保用品',
    icon: 'helmet',
    color: '#ea580c',
    tint: '#ffedd5',
    groups: [
      {
        name: '手部防护',
        leaves: ['劳保手套', '防割手套', '绝缘手套', '丁腈手套', '耐高温手套', '线手套'],
        brands: ['3M', '霍尼韦尔', '代尔塔', '世达'],
        unit: '包',
        specs: [{ name: '尺码', values: ['L', 'M', 'XL'] }],
        packs: ['12双/包', '60双/箱', '单双装'],
        price: [590, 18900],
      },
      {
        name: '头部防护',
        leaves: ['安全帽', '防护面屏', '焊接面罩', '护目镜', '防噪音耳罩'],
        brands: ['3M', '霍尼韦尔', '代尔塔'],
        unit: '顶',
        specs: [colours('白色', '红色', '黄色', '蓝色')],
        price: [1500, 29900],
      },
      {
        name: '呼吸防护',
        leaves: ['防尘口罩', '防毒面具', '滤毒盒', '一次性口罩', '过滤棉'],
        brands: ['3M', '霍尼韦尔', '代尔塔'],
        unit: '盒',
        specs: [size('KN95', 'KN90', 'N95')],
        packs: ['50只/盒', '20只/盒', '单只装'],
        price: [1200, 39900],
      },
      {
        name: '身体防护',
        leaves: ['反光背心', '工作服', '防护服', '安全鞋', '雨衣', '安全带'],
        brands: ['霍尼韦尔', '代尔塔', '3M', '世达'],
        unit: '件',
        specs: [{ name: '尺码', values: ['L', 'XL', 'XXL'] }],
        price: [1900, 59900],
      },
    ],
  },
  {
    name: '五金工具',
    icon: 'wrench',
    color: '#475569',
    tint: '#e2e8f0',
    groups: [
      {
        name: '手动工具',
        leaves: ['活动扳手', '螺丝刀', '钢丝钳', '羊角锤', '卷尺', '工具套装', '内六角扳手'],
        brands: ['世达', '史丹利', '长城精工', '宝工'],
        unit: '把',
        specs: [size('8寸', '10寸', '12寸')],
        price: [1500, 89900],
      },
      {
        name: '电动工具',
        leaves: ['手电钻', '冲击钻', '角磨机', '电锤', '电动扳手', '热风枪'],
        brands: ['博世', '牧田', '东成', '得伟'],
        unit: '台',
        specs: [{ name: '电压', values: ['220V', '18V锂电', '12V锂电'] }],
        price: [19900, 259900],
      },
      {
        name: '紧固件',
        leaves: ['螺丝', '螺母', '膨胀螺栓', '平垫片', '铆钉', '自攻钉'],
        brands: ['世达', '长城精工', '天顺'],
        unit: '个',
        specs: [size('M4', 'M6', 'M8', 'M10'), { name: '材质', values: ['304不锈钢', '碳钢镀锌'] }],
        price: [150, 9500],
        tiny: true,
      },
      {
        name: '测量工具',
        leaves: ['游标卡尺', '水平仪', '激光测距仪', '万用表', '测电笔', '钢直尺'],
        brands: ['世达', '得力', '优利德', '宝工'],
        unit: '把',
        specs: [size('150mm', '200mm', '300mm')],
        price: [990, 99900],
      },
    ],
  },
  {
    name: '清洁用品',
    icon: 'bottle',
    color: '#16a34a',
    tint: '#dcfce7',
    groups: [
      {
        name: '纸品湿巾',
        leaves: ['抽纸', '卷纸', '擦手纸', '湿巾', '大盘纸', '面巾纸'],
        brands: ['心相印', '维达', '清风', '洁柔'],
        unit: '提',
        specs: [{ name: '层数', values: ['3层', '4层'] }],
        packs: ['10包/提', '24包/箱', '27卷/提'],
        price: [1990, 16900],
      },
      {
        name: '清洁剂',
        leaves: ['洗手液', '洗洁精', '消毒液', '洗衣液', '玻璃清洁剂', '洁厕剂'],
        brands: ['蓝月亮', '威猛先生', '滴露', '立白'],
        unit: '瓶',
        specs: [{ name: '容量', values: ['500ml', '1L', '2L'] }],
        price: [990, 8900],
      },
      {
        name: '清洁工具',
        leaves: ['拖把', '扫把', '垃圾袋', '垃圾桶', '抹布', '保洁手推车'],
        brands: ['妙洁', '得力', '3M'],
        unit: '个',
        specs: [colours('蓝色', '灰色', '绿色')],
        price: [590, 45900],
      },
      {
        name: '个人护理',
        leaves: ['牙刷', '毛巾', '香皂', '护手霜', '洗发水'],
        brands: ['蓝月亮', '滴露', '立白', '洁柔'],
        unit: '件',
        specs: [size('标准装', '家庭装')],
        price: [590, 6900],
      },
    ],
  },
  {
    name: '食品饮料',
    icon: 'cup',
    color: '#dc2626',
    tint: '#fee2e2',
    taxRate: '0.09',
    groups: [
      {
        name: '饮用水',
        leaves: ['矿泉水', '纯净水', '苏打水', '桶装水'],
        brands: ['农夫山泉', '怡宝', '百岁山', '康师傅'],
        unit: '箱',
        specs: [{ name: '容量', values: ['550ml', '380ml', '1.5L'] }],
        packs: ['24瓶/箱', '12瓶/箱'],
        price: [1990, 6900],
      },
      {
        name: '茶叶冲饮',
        leaves: ['绿茶', '红茶', '茉莉花茶', '速溶咖啡', '咖啡豆', '燕麦片'],
        brands: ['立顿', '雀巢', '张一元'],
        unit: '盒',
        specs: [size('100g', '250g', '500g')],
        price: [1990, 29900],
      },
      {
        name: '休闲零食',
        leaves: ['饼干', '每日坚果', '方便面', '糖果', '牛肉干', '果干'],
        brands: ['三只松鼠', '良品铺子', '康师傅'],
        unit: '箱',
        specs: [size('礼盒装', '家庭装')],
        price: [1590, 19900],
      },
      {
        name: '粮油调味',
        leaves: ['大米', '食用油', '面粉', '酱油', '食醋'],
        brands: ['金龙鱼', '福临门', '海天', '鲁花'],
        unit: '袋',
        specs: [size('5kg', '10kg', '5L')],
        price: [1290, 19900],
      },
    ],
  },
  {
    name: '家用电器',
    icon: 'appliance',
    color: '#db2777',
    tint: '#fce7f3',
    groups: [
      {
        name: '生活电器',
        leaves: ['电热水壶', '饮水机', '空气净化器', '吸尘器', '电风扇', '加湿器'],
        brands: ['美的', '格力', '海尔', '小米', '飞利浦'],
        unit: '台',
        specs: [colours('白色', '灰色')],
        price: [7900, 299900],
      },
      {
        name: '厨房电器',
        leaves: ['微波炉', '电饭煲', '冰箱', '消毒柜', '电磁炉', '豆浆机'],
        brands: ['美的', '海尔', '苏泊尔', '九阳'],
        unit: '台',
        specs: [size('标准款', '升级款')],
        price: [12900, 499900],
      },
      {
        name: '大家电',
        leaves: ['空调', '洗衣机', '电视', '热水器', '冷柜'],
        brands: ['格力', '美的', '海尔', '小米'],
        unit: '台',
        specs: [{ name: '能效', values: ['一级能效', '二级能效'] }],
        price: [129900, 899900],
      },
      {
        name: '个护电器',
        leaves: ['吹风机', '剃须刀', '电动牙刷', '体重秤'],
        brands: ['飞利浦', '小米', '美的'],
        unit: '个',
        specs: [colours('白色', '黑色')],
        price: [5900, 69900],
      },
    ],
  },
  {
    name: '电工电料',
    icon: 'bolt',
    color: '#ca8a04',
    tint: '#fef9c3',
    groups: [
      {
        name: '插座开关',
        leaves: ['插线板', '墙壁开关', '墙壁插座', '转换插头', '工业插座'],
        brands: ['公牛', '正泰', '西门子', '德力西', '施耐德'],
        unit: '个',
        specs: [{ name: '线长', values: ['1.8米', '3米', '5米'] }],
        price: [990, 15900],
      },
      {
        name: '电线电缆',
        leaves: ['电线', '护套线', '电力电缆', '控制电缆', '橡套电缆'],
        brands: ['远东电缆', '正泰', '德力西'],
        unit: '卷',
        specs: [size('1.5平方', '2.5平方', '4平方')],
        packs: ['100米/卷', '50米/卷'],
        price: [9900, 159900],
      },
      {
        name: '照明灯具',
        leaves: ['LED灯泡', 'LED灯管', '应急灯', '手电筒', '工作灯', '投光灯', '防爆灯'],
        brands: ['欧普', '雷士', '飞利浦', '佛山照明'],
        unit: '个',
        specs: [
          { name: '功率', values: ['9W', '18W', '36W', '50W'] },
          { name: '色温', values: ['白光', '暖光'] },
        ],
        price: [590, 49900],
      },
      {
        name: '配电电器',
        leaves: ['断路器', '漏电保护器', '交流接触器', '配电箱', '中间继电器'],
        brands: ['正泰', '德力西', '施耐德', '西门子'],
        unit: '个',
        specs: [
          { name: '电流', values: ['16A', '32A', '63A'] },
          { name: '极数', values: ['1P', '2P', '3P'] },
        ],
        price: [1290, 89900],
      },
    ],
  },
  {
    name: '工业品',
    icon: 'gear',
    color: '#0d9488',
    tint: '#ccfbf1',
    groups: [
      {
        name: '搬运存储',
        leaves: ['手推车', '仓储货架', '周转箱', '塑料托盘', '液压搬运车', '工具柜'],
        brands: ['天顺', '史丹利', '世达'],
        unit: '个',
        specs: [{ name: '承重', values: ['150kg', '300kg', '2吨'] }],
        price: [3900, 399900],
      },
      {
        name: '润滑密封',
        leaves: ['润滑油', '润滑脂', '螺纹胶', '生料带', '防锈剂', '液压油'],
        brands: ['壳牌', '美孚', '长城润滑油', '乐泰'],
        unit: '桶',
        specs: [{ name: '容量', values: ['1L', '4L', '18L'] }],
        price: [1990, 129900],
      },
      {
        name: '焊接材料',
        leaves: ['焊条', '焊丝', '切割片', '打磨片', '焊锡丝'],
        brands: ['大西洋', '金桥', '博世'],
        unit: '盒',
        specs: [size('2.5mm', '3.2mm', '4.0mm')],
        packs: ['5kg/盒', '20kg/箱'],
        price: [1290, 49900],
      },
      {
        name: '消防安防',
        leaves: ['灭火器', '消防应急包', '安全警示牌', '监控摄像头', '消防水带', '烟雾报警器'],
        brands: ['淮海', '海康威视', '霍尼韦尔'],
        unit: '个',
        specs: [size('标准款', '升级款', '工程款')],
        price: [2900, 129900],
      },
    ],
  },
];
