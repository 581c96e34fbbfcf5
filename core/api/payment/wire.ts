// Wire types of paid content and payment. Field names are kept exactly as the server spells them.

/** `article/articleEquitypackage` item: a time-limited pass to all paid content. */
export interface EquityPackage {
  equitypackage_id: number | string;
  name: string;
  price: number | string;
  /** Days. */
  duration: number | string;
  description: string;
}

/** `order/resourcesPayByH5` answer: the payment page to draw as a QR code. */
export interface PayOrder {
  code_url: string;
  order_id?: number | string;
}
