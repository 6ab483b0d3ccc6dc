// The custom form (am-form): rendered by the app, which owns form fields, validation and submission.
import type { BlockProps } from '../render/block-registry.ts';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { styleProps } from '../render/style-props.ts';

export default function CustomForm({ node }: BlockProps<'am-form'>) {
  const env = useContentEnvironment();
  const { formId, title, submitText, fields } = node;
  return (
    <div {...styleProps(node.main, 'pb-am-form')}>
      {env.renderCustomForm({ formId, fields, ...(title ? { title } : {}), ...(submitText ? { submitText } : {}) })}
    </div>
  );
}
