import type {
  ManagedStore,
  ManagedStoreStatus,
  StoreApplication,
  StoreApplicationStatus,
} from '../../../machines/console/console-settle.types.ts';

/** A store application as the server answers it, in a status. */
export const application = (
  id: number,
  status: StoreApplicationStatus,
  expedited = false,
): StoreApplication => ({
  id,
  status,
  applicantName: `supplier${String(id).padStart(2, '0')}`,
  storeName: `绿野办公用品专营店${id}`,
  description: '专营环保办公用品：再生纸、可降解文件袋、植物基墨水笔。',
  companyName: '杭州绿野文化用品有限公司',
  contactName: '陈绿野',
  contactPhone: '13800000012',
  provinceCode: '330000',
  cityCode: '330100',
  districtCode: '330106',
  areaName: '浙江省 杭州市 西湖区',
  address: '西湖区文三路 90 号',
  storeType: 'general',
  documents: { logo: 'F1', licence: 'F2', idFront: 'F3', idBack: 'F4' },
  documentUrls: {
    logo: '/iiot/jcmall-oss/file/DEMO/F1',
    licence: '/iiot/jcmall-oss/file/DEMO/F2',
    idFront: '/iiot/jcmall-oss/file/DEMO/F3',
    idBack: '/iiot/jcmall-oss/file/DEMO/F4',
  },
  auditRemark: status === 'rejected' ? '营业执照照片模糊' : '',
  expedited,
  submittedAt: '2026-11-01T02:00:00Z',
  decidedAt: status === 'reviewing' ? null : '2026-11-02T02:00:00Z',
  revision: 1,
  storeId: status === 'approved' ? 40 + id : null,
  log: [
    {
      event: 'SUBMIT',
      fromStatus: null,
      toStatus: 'reviewing',
      actorName: 'supplier02',
      remark: '',
      createdAt: '2026-11-01T02:00:00Z',
    },
  ],
});

/** A store of the mall as the server answers it, in a status. */
export const managedStore = (storeId: number, status: ManagedStoreStatus): ManagedStore => ({
  storeId,
  storeName: `鑫源五金工具${storeId}`,
  storeType: 'preferred',
  status,
  statusRemark: status === 'suspended' ? '多名买家投诉' : '',
  ownerName: '徐鑫源',
  contactPhone: '13800000014',
  area: '上海市 上海市 浦东新区',
  skuCount: 3,
  createdAt: '2026-11-02T02:00:00Z',
});
