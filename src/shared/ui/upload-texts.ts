import { addTexts } from '../i18n/texts.ts';

/** The picture field's words (namespace `upload`): loaded with the pages that upload, not the home page. */
addTexts('upload', {
  zh_CN: {
    choose: '上传图片',
    hint: '支持 jpg、png、webp、gif，单张不超过2MB，最多{{max}}张',
    format: '图片格式不正确，请上传 jpg、png、webp 或 gif 图片',
    size: '图片大小不能超过2MB',
    overLimit: '最多上传{{max}}张图片',
    remove: '删除图片 {{name}}',
    uploading: '正在上传 {{name}}',
  },
  en: {
    choose: 'Upload pictures',
    hint: 'jpg, png, webp or gif, up to 2 MB each, at most {{max}}',
    format: 'Wrong picture format: please upload a jpg, png, webp or gif picture',
    size: 'A picture may be at most 2 MB',
    overLimit: 'At most {{max}} pictures can be uploaded',
    remove: 'Remove picture {{name}}',
    uploading: 'Uploading {{name}}',
  },
});
