import { C as showToast, O as useTranslation, S as paths, c as useProduct, h as quantityCap, k as require_dist, n as PageMeta, o as lineCap, s as useCartStore, v as errorMessage } from "../entry-server.js";
import { t as Spinner } from "./spinner-BUtZNr0d.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
import { n as PriceTag, r as IMAGE_SIZES } from "./product-card-B1CTDkdN.js";
import { t as PictureImage } from "./picture-image-8s4glZXx.js";
import { t as ProductStrip } from "./product-strip-FfKysCBc.js";
// src/features/cart/components/use-cart-texts.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_dist = require_dist();
/**
* The cart rules' messages (docs/product.md 5, 8) in the page's language: in English exactly the
* shared rules' texts ('Only 2 pcs allowed', …), in Arabic their translations with Arabic plurals.
*/
function useCartTexts() {
	const { t } = useTranslation();
	/** Why `product` was refused, with the limit it hit. */
	const refusal = (reason, product) => {
		if (reason === "insufficient_stock") return t("cart.refusal.insufficient_stock", { count: product.available ?? 0 });
		if (reason === "max_order_quantity") return t("cart.refusal.max_order_quantity", { count: quantityCap(product.max_order_qut) });
		if (reason === "flash_sale_limit") return t("cart.refusal.flash_sale_limit", { count: product.flash_sale_product_pcs ?? 0 });
		return t("cart.refusal.out_of_stock");
	};
	/** Why a line stops at its cap: 'Only 3 pcs available' when stock is the limit, else 'Only 2 pcs allowed'. */
	const capMessage = (line) => {
		const cap = lineCap(line);
		return cap < quantityCap(line.max_order_qut) ? t("cart.refusal.insufficient_stock", { count: cap }) : t("cart.refusal.max_order_quantity", { count: cap });
	};
	return {
		refusal,
		capMessage
	};
}
// src/features/cart/components/add-to-cart.tsx
var import_jsx_runtime = require_jsx_runtime();
/** How long the refusal toasts stay (docs/product.md 8: 2 to 3 s). */
var REFUSAL_TOAST_MS = 2500;
/**
* The product page's quantity selector (minimum 1; plus hidden at the `max_order_qut` cap
* with 'Only N pcs allowed', e.g. 'Only 2 pcs allowed', or at the pieces available with 'Only 3
* pcs available') and its Add to cart button (docs/product.md
* 2, 5). Refusals are toasts with the shared cart rules' messages.
*/
function AddToCart({ product }) {
	const { t } = useTranslation();
	const texts = useCartTexts();
	const [quantity, setQuantity] = (0, import_react.useState)(1);
	const add = useCartStore((state) => state.add);
	const cap = lineCap(product);
	const isAtCap = quantity >= cap;
	const handleAdd = () => {
		const result = add(product, quantity);
		if (!result.ok) showToast("error", texts.refusal(result.reason, product), { duration: REFUSAL_TOAST_MS });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "add-to-cart",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: "quantity",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: "visually-hidden",
						children: t("cart.quantity")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "quantity__button",
						"aria-label": t("cart.decreaseQuantity"),
						disabled: quantity <= 1,
						onClick: () => setQuantity((q) => Math.max(1, q - 1)),
						children: "−"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("output", {
						className: "quantity__value",
						"aria-live": "polite",
						children: quantity
					}),
					isAtCap ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "quantity__button",
						"aria-label": t("cart.increaseQuantity"),
						onClick: () => setQuantity((q) => Math.min(cap, q + 1)),
						children: "+"
					})
				]
			}),
			isAtCap && !product.outofstock ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "hint",
				children: texts.capMessage(product)
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button button--primary",
				onClick: handleAdd,
				children: t("cart.addToCart")
			})
		]
	});
}
// src/features/products/components/product-gallery.tsx
/** The product page's two images; clicking a thumbnail shows it large (docs/product.md 2). */
function ProductGallery({ images }) {
	const { t } = useTranslation();
	const pictures = images.filter((picture) => picture !== null);
	const [shownIndex, setShownIndex] = (0, import_react.useState)(0);
	const shown = pictures[shownIndex] ?? pictures[0] ?? null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "gallery",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PictureImage, {
			picture: shown,
			sizes: IMAGE_SIZES.productMain,
			isPriority: true,
			className: "gallery__main"
		}), pictures.length > 1 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "gallery__thumbs",
			children: pictures.map((picture, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "gallery__thumb",
				"aria-label": t("product.showImage", { number: index + 1 }),
				"aria-pressed": index === shownIndex,
				onClick: () => setShownIndex(index),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PictureImage, {
					picture,
					sizes: "96px"
				})
			}, picture.src))
		}) : null]
	});
}
// src/features/products/components/product-details.tsx
/**
* The product page's body: images, title, price, weight, description (docs/product.md 2).
* `actions` is where the page puts the quantity selector and add-to-cart (another feature).
*/
function ProductDetails({ product, actions }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "product-details",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductGallery, { images: [product.image, product.image2] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "product-details__info",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "product-details__title",
					children: product.title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PriceTag, {
					priceFils: product.priceFils,
					oldPriceFils: product.oldPriceFils
				}),
				product.weight ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "product-details__weight",
					children: t("product.weight", { weight: product.weight })
				}) : null,
				product.isOutOfStock ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "badge badge--muted",
					children: t("product.outOfStock")
				}) : null,
				product.isFlashSale ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "badge badge--flash",
					children: t("product.flashSale")
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "product-details__description",
					children: product.description
				}),
				actions,
				product.categories.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "product-details__categories",
					children: [
						t("product.moreFrom"),
						" ",
						product.categories.map((category, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [index > 0 ? t("listSeparator") : "", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_dist.Link, {
							to: paths.category.getHref(category.id),
							children: category.title
						})] }, category.id))
					]
				}) : null
			]
		})]
	});
}
// src/app/routes/product.tsx
/** The cart line a product becomes (docs/product.md 3 cart line). */
function toCartProduct(product) {
	return {
		id: product.id,
		title: product.title,
		desc: product.description,
		weight: product.weight,
		price: product.price,
		img: product.imageUrl,
		max_order_qut: product.maxOrderQuantity,
		flash_sale: product.isFlashSale,
		flash_sale_product_pcs: product.flashSalePieces,
		outofstock: product.isOutOfStock,
		available: product.available
	};
}
/** Product page `/product/:id` (docs/product.md 2). */
function ProductRoute() {
	const { t } = useTranslation();
	const id = Number((0, import_dist.useParams)().id);
	const product = useProduct(id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: product.data?.title ?? t("product.fallbackTitle"),
			description: product.data ? `${product.data.title} ${product.data.weight}: ${product.data.description}`.slice(0, 155) : t("product.metaDescription")
		}),
		product.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "product-details product-details--loading",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {})
		}) : null,
		product.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "alert",
			role: "alert",
			children: errorMessage(product.error)
		}) : null,
		product.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductDetails, {
			product: product.data,
			actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddToCart, { product: toCartProduct(product.data) }, product.data.id)
		}) : null,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductStrip, {
			title: t("product.topSelling"),
			type: "featured"
		})
	] });
}
export { ProductRoute as default };
