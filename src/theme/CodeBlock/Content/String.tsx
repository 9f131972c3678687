/** The theme's highlighted code, with the extra Prism languages registered before it renders. */
import '@site/src/prism/registerAdditionalLanguages';
import String from '@theme-original/CodeBlock/Content/String';

export default String;
