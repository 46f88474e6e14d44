import type { Schema, Struct } from '@strapi/strapi';

export interface ShopPublicHoliday extends Struct.ComponentSchema {
  collectionName: 'components_shop_public_holidays';
  info: {
    description: 'A day on which the shop neither dispatches nor delivers, with its name in English and Arabic (docs/operations.md, Shop setting).';
    displayName: 'Public holiday';
    icon: 'calendar';
  };
  attributes: {
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    name_ar: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    name_en: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'shop.public-holiday': ShopPublicHoliday;
    }
  }
}
