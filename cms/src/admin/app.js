// The admin panel's own settings, built into its bundle by `strapi build`.
import { createElement as h } from 'react';
import { useIntl } from 'react-intl';
import { Field, TextInput, Typography } from '@strapi/design-system';
import { InputRenderer, useField } from '@strapi/strapi/admin';
import { useParams } from 'react-router-dom';
import enumLabels from './enum-labels.json';
import shareMessages from './share-messages.json';
import { SearchAndSharingPanel } from './share-preview';
// Written by `npm run cms:schema` from the content model: the integers it marks `plain`, by type.
import plainNumbers from './plain-numbers.json';
import { SchedulePanel } from './schedule-panel';

const LIST_COLUMNS_HOOK = 'Admin/CM/pages/ListView/inject-column-in-table';

/** A reference or a year of this type: written as its digits (1001, 2024), not 1,001 or 2,024. */
function isPlainNumber(model, name) {
  return plainNumbers[model]?.includes(name) ?? false;
}

/**
 * A list cell of an enumeration or an integer: an enumeration by its label in the admin's language
 * (the message whose id is the value, as the edit view's options), a reference or a year as digits,
 * any other integer grouped as Strapi writes it.
 */
function ListCell({ value, type, plain }) {
  const { formatMessage, formatNumber } = useIntl();
  let text = '-';
  if (type === 'enumeration' && typeof value === 'string' && value !== '') {
    text = formatMessage({ id: value, defaultMessage: value });
  } else if (typeof value === 'number') {
    text = plain ? String(value) : formatNumber(value, { maximumFractionDigits: 0 });
  }
  return h(Typography, { textColor: 'neutral800', ellipsis: true, maxWidth: '30rem' }, text);
}

function withReadableCells({ displayedHeaders, layout }) {
  return {
    layout,
    displayedHeaders: displayedHeaders.map((header) => {
      const type = header.attribute?.type;
      if (type !== 'enumeration' && type !== 'integer') return header;
      return {
        ...header,
        cellFormatter: (row, column, { model }) =>
          h(ListCell, { value: row[column.name], type, plain: isPlainNumber(model, column.name) }),
      };
    }),
  };
}

/** A reference or a year in the edit view: a text box of digits, saved as the number it reads. */
function PlainNumberInput({ name, label, hint, required, labelAction, disabled, placeholder }) {
  const field = useField(name);
  return h(
    Field.Root,
    { error: field.error, name, hint, required },
    h(Field.Label, { action: labelAction }, label),
    h(TextInput, {
      type: 'text',
      inputMode: 'numeric',
      autoComplete: 'off',
      disabled,
      placeholder,
      value: field.value === null || field.value === undefined ? '' : String(field.value),
      onChange: (event) => {
        const digits = event.target.value.replace(/\D/g, '');
        field.onChange(name, digits === '' ? null : Number(digits));
      },
    }),
    h(Field.Hint),
    h(Field.Error),
  );
}

/**
 * Every integer of the edit view: the references and years as digits, the others as Strapi has them.
 * The open type is the address's `slug`, as the content manager's own edit view reads it.
 */
function IntegerInput(props) {
  const { slug: model } = useParams();
  const { unique: _unique, mainField: _mainField, ...rest } = props;
  return h(isPlainNumber(model, props.name) ? PlainNumberInput : InputRenderer, rest);
}

export default {
  config: {
    // The admin's languages besides English (Strapi has no Greek one).
    locales: ['ru'],
    // An enumeration's option shows the translation whose id is its value: "athens-riviera" reads
    // "Athens Riviera" (Strapi's edit view looks each value up as a message id; the list view's
    // cells below do the same).
    // The words of the panel "Search and sharing" beside them.
    translations: {
      en: { ...enumLabels.en, ...shareMessages.en },
      ru: { ...enumLabels.ru, ...shareMessages.ru },
    },
    // No call to GitHub for Strapi's latest release, no tutorials' videos.
    notifications: { releases: false },
    tutorials: false,
  },
  bootstrap(app) {
    app.registerHook(LIST_COLUMNS_HOOK, withReadableCells);
    app.addFields({ type: 'integer', Component: IntegerInput });
    // An entry as a search result and as a shared link (share-preview.js), and its publication on a
    // schedule (schedule-panel.js), beside its form.
    app.getPlugin('content-manager').apis.addEditViewSidePanel([SearchAndSharingPanel, SchedulePanel]);
  },
};
