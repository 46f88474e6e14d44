// src/locales/ar/common.json
var shopName = "أوتلت شوب";
var titleSuffix = "{{title}} | أوتلت شوب";
var skipLink = "انتقل إلى المحتوى";
var language = {
	"switchTo": "English",
	"switchLabel": "Read this page in English"
};
var nav = {
	"main": "القائمة الرئيسية",
	"shop": "تسوّق",
	"offers": "العروض"
};
var brands = {
	"1": "تسوّق الكل",
	"2": "أرابيان ديلايتس",
	"3": "شوكوديت",
	"4": "ويشز",
	"5": "شوكولاتة فاخرة",
	"6": "إكس إل",
	"7": "راجا",
	"8": "زين",
	"9": "دارا"
};
var footer = {
	"brands": "العلامات التجارية",
	"shopInformation": "معلومات المتجر",
	"discover": "اكتشف",
	"followUs": "تابعنا",
	"weAccept": "نقبل",
	"acceptedPayments": "طرق الدفع المقبولة",
	"contact": "تواصل معنا",
	"about": "من نحن",
	"terms": "الشروط والأحكام",
	"privacy": "سياسة الخصوصية",
	"coconutSugar": "سكر جوز الهند",
	"nutButter": "زبدة المكسرات",
	"chocolateChips": "رقائق الشوكولاتة",
	"copyright": "© {{year}} أوتلت شوب. جميع الحقوق محفوظة."
};
var chat = "تحدّث معنا";
var loading = "جارٍ التحميل...";
var loadingLower = "جارٍ التحميل";
var somethingWrong = "حدث خطأ ما!";
var noProducts = "لم يُعثر على منتجات.";
var errors = {
	"generic": "حدث خطأ ما. يُرجى المحاولة مرة أخرى.",
	"network_error": "تعذّر الوصول إلى المتجر. تحقّق من اتصالك وحاول مرة أخرى.",
	"not_found": "هذا المنتج لم يعد متوفراً.",
	"page_not_found": "هذه الصفحة غير متاحة.",
	"out_of_stock": "نفد من المخزون مؤقتاً",
	"insufficient_stock": "بعض المنتجات لم تعد متوفرة بالكمية التي اخترتها. تعرض سلتك الآن الكمية المتبقية.",
	"unknown_product": "أحد المنتجات في السلة لم يعد متوفراً",
	"validation_failed": "يُرجى مراجعة الحقول المحددة.",
	"coupon_invalid": "الرمز غير صالح أو سبق استخدامه",
	"code_invalid": "الرمز غير صالح أو سبق استخدامه",
	"rate_limited": "محاولات كثيرة. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
	"catalog_unavailable": "لا يستطيع المتجر حساب طلبك الآن. يُرجى المحاولة بعد قليل.",
	"prize_unavailable": "خدمة الجوائز غير متاحة حالياً",
	"order_total_too_large": "إجمالي الطلب أكبر من أن يُدفع مرة واحدة",
	"payment_in_progress": "يجري دفع هذا الطلب",
	"session_conflict": "يُرجى المحاولة مرة أخرى",
	"order_not_found": "طلب غير معروف",
	"session_not_found": "جلسة دفع غير معروفة",
	"invalid_email": "أدخل بريداً إلكترونياً صحيحاً"
};
var price = { "was": "السعر السابق " };
var product = {
	"outOfStock": "غير متوفر",
	"flashSale": "تخفيض خاطف",
	"discount": "-{{percent}}%",
	"weight": "الوزن: {{weight}}",
	"moreFrom": "المزيد من",
	"showImage": "اعرض الصورة {{number}}",
	"fallbackTitle": "منتج",
	"metaDescription": "تفاصيل المنتج في أوتلت شوب.",
	"topSelling": "المنتجات الأكثر مبيعاً"
};
var cart = {
	"button_zero": "السلة، {{count}} منتجات",
	"button_one": "السلة، {{count}} منتج",
	"button_two": "السلة، {{count}} منتج",
	"button_few": "السلة، {{count}} منتجات",
	"button_many": "السلة، {{count}} منتجاً",
	"button_other": "السلة، {{count}} منتج",
	"panel": "سلتك",
	"empty": "سلتك فارغة.",
	"subtotal": "المجموع الفرعي",
	"reset": "إفراغ السلة",
	"proceed": "المتابعة إلى الدفع",
	"lineQuantity": "{{quantity}} × {{price}}",
	"decrease": "إنقاص {{title}}",
	"increase": "زيادة {{title}}",
	"remove": "إزالة {{title}}",
	"added": "أُضيف منتج جديد إلى السلة!",
	"quantity": "الكمية",
	"decreaseQuantity": "إنقاص الكمية",
	"increaseQuantity": "زيادة الكمية",
	"addToCart": "أضف إلى السلة",
	"orderSummary": "ملخص الطلب",
	"refusal": {
		"out_of_stock": "نفد من المخزون مؤقتاً",
		"insufficient_stock": "المتوفر {{count}} قطعة فقط",
		"insufficient_stock_zero": "لم تتبقَّ أي قطعة",
		"insufficient_stock_one": "المتوفر قطعة واحدة فقط",
		"insufficient_stock_two": "المتوفر قطعتان فقط",
		"insufficient_stock_few": "المتوفر {{count}} قطع فقط",
		"insufficient_stock_many": "المتوفر {{count}} قطعة فقط",
		"insufficient_stock_other": "المتوفر {{count}} قطعة فقط",
		"max_order_quantity": "مسموح بـ {{count}} قطعة فقط",
		"max_order_quantity_zero": "غير مسموح بأي قطعة",
		"max_order_quantity_one": "مسموح بقطعة واحدة فقط",
		"max_order_quantity_two": "مسموح بقطعتين فقط",
		"max_order_quantity_few": "مسموح بـ {{count}} قطع فقط",
		"max_order_quantity_many": "مسموح بـ {{count}} قطعة فقط",
		"max_order_quantity_other": "مسموح بـ {{count}} قطعة فقط",
		"flash_sale_limit": "لا يمكنك إضافة أكثر من {{count}} منتج من التخفيضات الخاطفة إلى السلة",
		"flash_sale_limit_zero": "لا يمكنك إضافة منتجات التخفيضات الخاطفة إلى السلة",
		"flash_sale_limit_one": "لا يمكنك إضافة أكثر من منتج واحد من التخفيضات الخاطفة إلى السلة",
		"flash_sale_limit_two": "لا يمكنك إضافة أكثر من منتجين من التخفيضات الخاطفة إلى السلة",
		"flash_sale_limit_few": "لا يمكنك إضافة أكثر من {{count}} منتجات من التخفيضات الخاطفة إلى السلة",
		"flash_sale_limit_many": "لا يمكنك إضافة أكثر من {{count}} منتجاً من التخفيضات الخاطفة إلى السلة",
		"flash_sale_limit_other": "لا يمكنك إضافة أكثر من {{count}} منتج من التخفيضات الخاطفة إلى السلة"
	}
};
var listing = {
	"fallbackTitle": "المنتجات",
	"metaDescription": "تسوّق {{name}} في أوتلت شوب: شوكولاتة وتمور ووجبات خفيفة توصَل إلى جميع أنحاء الإمارات.",
	"filters": "عوامل التصفية",
	"search": "ابحث في المنتجات",
	"searchPlaceholder": "ابحث بالاسم",
	"categories": "الفئات",
	"showing": "عرض {{shown}} من أصل {{total}} منتج",
	"loadMore": "حمّل المزيد من المنتجات"
};
var home = {
	"metaTitle": "شوكولاتة وتمور ووجبات خفيفة",
	"metaDescription": "تسوّق الشوكولاتة والتمور والوجبات الخفيفة وزبدة المكسرات من علامات الحلويات الإماراتية بأسعار متجر المصنع.",
	"topSelling": "المنتجات الأكثر مبيعاً",
	"favourites": "تسوّق منتجاتنا المفضلة",
	"trending": "المنتجات الرائجة",
	"slideshow": {
		"label": "مختارات",
		"slide": "شريحة",
		"carousel": "عرض شرائح",
		"slideLabel": "{{number}} من {{total}}: {{title}}",
		"previous": "الشريحة السابقة",
		"next": "الشريحة التالية",
		"play": "شغّل عرض الشرائح",
		"pause": "أوقف عرض الشرائح مؤقتاً",
		"show": "اعرض الشريحة {{number}}: {{title}}"
	},
	"welcome": {
		"label": "أهلاً بك",
		"eyebrow": "أسعار متجر المصنع، مع التوصيل إلى جميع أنحاء الإمارات",
		"title": "شوكولاتة وتمور ووجبات خفيفة من صانعيها",
		"cta": "شاهد عروض اليوم"
	},
	"outlet": {
		"title": "زوروا متجر المصنع",
		"name": "متجر مصنع أوتلت شوب",
		"address1": "مدينة دبي الصناعية",
		"address2": "سيح شعيب 2",
		"address3": "دبي، الإمارات العربية المتحدة",
		"hours": "يومياً من 9:00 حتى 21:00",
		"directions": "احصل على الاتجاهات",
		"newTab": " (يُفتح في علامة تبويب جديدة)",
		"showMap": "اعرض الخريطة",
		"mapTitle": "خريطة متجر المصنع"
	}
};
var offers = {
	"title": "العروض",
	"metaDescription": "عروض اليوم على الشوكولاتة والتمور والوجبات الخفيفة في أوتلت شوب."
};
var marketing = { "shopTheRange": "تسوّق المجموعة" };
var pages = {
	"about": "من نحن",
	"aboutDescription": "أوتلت شوب هو متجر المصنع لمجموعة إماراتية للحلويات والوجبات الخفيفة.",
	"terms": "الشروط والأحكام",
	"termsDescription": "شروط البيع في أوتلت شوب: الطلبات والأسعار والتوصيل والإرجاع.",
	"privacy": "سياسة الخصوصية",
	"privacyDescription": "كيف يتعامل أوتلت شوب مع بياناتك الشخصية."
};
var notFound = {
	"metaTitle": "الصفحة غير موجودة",
	"metaDescription": "هذه الصفحة غير موجودة.",
	"title": "عذراً! الصفحة غير موجودة",
	"text": "الصفحة التي تبحث عنها غير موجودة أو نُقلت.",
	"back": "العودة إلى الرئيسية"
};
var continueShopping = "متابعة التسوّق";
var listSeparator = "، ";
var common_default = {
	shopName,
	titleSuffix,
	skipLink,
	language,
	nav,
	brands,
	footer,
	chat,
	loading,
	loadingLower,
	somethingWrong,
	noProducts,
	errors,
	price,
	product,
	cart,
	listing,
	home,
	offers,
	marketing,
	pages,
	notFound,
	continueShopping,
	listSeparator: "، "
};
export { brands, cart, chat, continueShopping, common_default as default, errors, footer, home, language, listSeparator, listing, loading, loadingLower, marketing, nav, noProducts, notFound, offers, pages, price, product, shopName, skipLink, somethingWrong, titleSuffix };
