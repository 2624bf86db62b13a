import { addTexts } from '../i18n/texts.ts';

/**
 * The address form's words (namespace `address`, src/shared/ui/address-dialog.tsx): loaded with checkout
 * and the user centre's 收货地址, not the home page. `rules` are the keys of `addressProblems`.
 */
addTexts('address', {
  zh_CN: {
    form: {
      addTitle: '新增收货地址',
      editTitle: '编辑收货地址',
      receiver: '收货人',
      phone: '手机号',
      region: '所在地区',
      detail: '详细地址',
      detailPlaceholder: '街道、门牌号等，5~50个字符',
      isDefault: '设为默认地址',
      save: '保存',
      cancel: '取消',
    },
    rules: {
      receiverRequired: '请输入收货人',
      phoneInvalid: '请输入正确的手机号',
      regionRequired: '请选择省市区',
      detailLength: '详细地址长度为5~50个字符',
    },
  },
  en: {
    form: {
      addTitle: 'Add address',
      editTitle: 'Edit address',
      receiver: 'Recipient',
      phone: 'Mobile number',
      region: 'Region',
      detail: 'Detailed address',
      detailPlaceholder: 'Street and number, 5 to 50 characters',
      isDefault: 'Set as default address',
      save: 'Save',
      cancel: 'Cancel',
    },
    rules: {
      receiverRequired: 'Please enter the recipient',
      phoneInvalid: 'Please enter a correct mobile number',
      regionRequired: 'Please choose the province, city and district',
      detailLength: 'The detailed address must be 5 to 50 characters',
    },
  },
});
