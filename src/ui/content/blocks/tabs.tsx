// Tabs with React Aria (arrow keys, Home/End, roving focus). Default tab index 0 (or the stored
// data-active-tab), alignment left unless the stored class says otherwise.
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../render/block-registry.ts';
import { RenderNode } from '../render/render-nodes.tsx';
import { styleProps } from '../render/style-props.ts';
import { messages } from '../messages.ts';

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export default function Tabs({ node }: BlockProps<'tabs'>) {
  const intl = useIntl();
  const first = node.children[node.defaultIndex];
  if (!first) return null;
  return (
    <div {...styleProps(node.main, `pb-tabs tab-align-${node.align}`)}>
      <AriaTabs defaultSelectedKey={first.key}>
        <TabList
          aria-label={intl.formatMessage(messages.tabsLabel)}
          {...styleProps(node.navigation, 'tabs-navigation', { display: 'flex', justifyContent: JUSTIFY[node.align] })}
        >
          {node.children.map((item, i) => (
            <Tab key={item.key} id={item.key} className="tab-header">
              {item.name || intl.formatMessage(messages.untitledTab, { index: i + 1 })}
            </Tab>
          ))}
        </TabList>
        <div {...styleProps(node.content, 'tabs-content')}>
          {node.children.map((item) => (
            <TabPanel key={item.key} id={item.key}>
              <RenderNode node={item} />
            </TabPanel>
          ))}
        </div>
      </AriaTabs>
    </div>
  );
}
