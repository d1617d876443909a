import type { PrintBlock, PrintedDocument } from '@care360/domain';
import { List, Stack, Table, Text, Title } from '@mantine/core';
import classes from './PrintedDocumentView.module.css';

/**
 * A letter or form the server filled from a file (PrintedDocument), drawn as the page to print:
 * the same document the server draws as the PDF, so paper and screen agree.
 */
export function PrintedDocumentView({ document }: { document: PrintedDocument }) {
  return (
    <Stack gap="md" maw={760} className={classes.sheet}>
      <div className={classes.letterhead}>
        <Text fw={700} size="lg">
          {document.letterhead.name}
        </Text>
        {document.letterhead.lines.map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
      </div>
      {document.recipient.length > 0 && (
        <address style={{ fontStyle: 'normal' }}>
          {document.recipient.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </address>
      )}
      <Text ta={document.recipient.length ? 'left' : 'right'}>{document.date}</Text>
      <Title order={2}>{document.title}</Title>
      {document.blocks.map((block, index) => (
        // Blocks have no identity of their own: their place in the document is it.
        // biome-ignore lint/suspicious/noArrayIndexKey: the document is drawn once, never reordered.
        <Block key={index} block={block} />
      ))}
    </Stack>
  );
}

function Block({ block }: { block: PrintBlock }) {
  switch (block.kind) {
    case 'heading':
      return <Title order={3}>{block.text}</Title>;
    case 'paragraph':
      return (
        <Text
          className={classes.body}
          c={block.tone === 'muted' ? 'dimmed' : block.tone === 'warning' ? 'orange.9' : undefined}
          fw={block.tone === 'warning' ? 700 : undefined}
          role={block.tone === 'warning' ? 'note' : undefined}
        >
          {block.text}
        </Text>
      );
    case 'facts':
      return (
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {block.rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="35%" scope="row">
                  {label}
                </Table.Th>
                <Table.Td className={classes.body}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      );
    case 'table':
      // Wide tables scroll sideways on a phone instead of squeezing the addresses.
      return (
        <Table.ScrollContainer minWidth={560}>
          <Table striped={false} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                {block.columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {block.rows.map((cells, index) => (
                <Table.Tr
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are drawn once, in the server's order.
                  key={index}
                  className={block.flagged.includes(index) ? classes.flagged : undefined}
                >
                  {cells.map((cell, column) => (
                    <Table.Td key={block.columns[column]}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
    case 'checklist':
      return (
        <List listStyleType="none" spacing={4}>
          {block.items.map((item) => (
            <List.Item key={item.text}>
              <span className={classes.box} aria-hidden="true">
                {item.done ? '✓' : ''}
              </span>
              {item.text}
              {item.done ? ' (done)' : ''}
            </List.Item>
          ))}
        </List>
      );
    case 'signatures':
      return (
        <Stack gap="sm">
          {block.captions.map((caption) => (
            <div key={caption}>
              <div className={classes.signature} />
              <Text size="sm" c="dimmed">
                {caption}
              </Text>
            </div>
          ))}
        </Stack>
      );
  }
}
