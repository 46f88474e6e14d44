// src/locales/en/checkout.json
var metaTitle = "Checkout";
var metaDescription = "Check out your Outlet Shop order and pay securely by card.";
var title = "Checkout";
var confirmingMetaTitle = "Confirming your order";
var confirmingMetaDescription = "Your payment is being confirmed.";
var details = "Delivery details";
var fields = {
	"firstName": "First name",
	"lastName": "Last name",
	"email": "Email",
	"phone": "Phone Number",
	"city": "City",
	"address": "Address",
	"house": "House No. or Name",
	"landmark": "Landmark"
};
var chooseCity = "Choose your city";
var cities = {
	"Abu Dhabi": "Abu Dhabi",
	"Dubai": "Dubai",
	"Sharjah": "Sharjah",
	"Ajman": "Ajman",
	"Umm Al-Quwain": "Umm Al-Quwain",
	"Fujairah": "Fujairah",
	"Ras Al Khaimah": "Ras Al Khaimah",
	"Al-Ain": "Al-Ain"
};
var pleaseWait = "Please Wait...";
var doNotClose = "Please do not close this page until your order is confirmed.";
var totals = {
	"label": "Order totals",
	"items": "Items ({{count}})",
	"itemsPaid": "Items",
	"discount": "Discount",
	"deliveryFee": "Delivery fee",
	"free": "Free",
	"total": "Total",
	"totalPaid": "Total paid",
	"vat": "All prices include 5% VAT ({{vat}} VAT included).",
	"nudge": "You're just {{amount}} away from free delivery",
	"nudgeReduced": ", or add {{amount}} to slash your delivery fee to AED 10"
};
var payment = {
	"title": "Card payment",
	"close": "Close payment",
	"loading": "Loading secure payment...",
	"frame": "Secure card payment"
};
var coupon = {
	"title": "Prize discount",
	"label": "Coupon code",
	"apply": "Apply",
	"checking": "Checking code...",
	"invalid": "wrong code or code already used",
	"hint": "Use the e-mail you registered on the prize promotion site to get exclusive discounts.",
	"prizes": {
		"Mobile Phone": "Mobile Phone",
		"GOLD COIN": "GOLD COIN",
		"2 Movie Ticket": "2 Movie Ticket",
		"1 Free Family pack": "1 Free Family pack",
		"50% Off on next order": "50% Off on next order"
	}
};
var waiting = {
	"metaTitle": "Please wait",
	"metaDescription": "Your order is being created.",
	"title": "please wait...",
	"confirming": "Confirming your order",
	"doNotClose": "Please do not close this window until your order is created."
};
var confirmation = {
	"metaTitle": "Order confirmed",
	"metaDescription": "Your Outlet Shop order is confirmed.",
	"title": "Thank you! Your order is confirmed",
	"reference": "Order reference:",
	"loading": "Loading your order...",
	"loadFailed": "We could not load the order details: {{reason}}",
	"line": "{{quantity}} x {{title}} {{weight}}",
	"deliveryTo": "Delivery to {{name}}, {{house}}, {{area}}, {{city}}.",
	"invoice": "Download your tax invoice {{number}} (PDF)"
};
var failed = {
	"metaTitle": "Payment failed",
	"metaDescription": "Your payment did not go through.",
	"title": "Sorry payment failed!",
	"text": "No money was taken. Your cart is still here if you want to try again."
};
var rules = {
	"This field is required": "This field is required",
	"Choose your city": "Choose your city",
	"Required": "Required",
	"Enter a valid e-mail": "Enter a valid e-mail",
	"Choose one of the listed cities": "Choose one of the listed cities",
	"The cart is empty": "The cart is empty"
};
var checkout_default = {
	metaTitle,
	metaDescription,
	title,
	confirmingMetaTitle,
	confirmingMetaDescription,
	details,
	fields,
	chooseCity,
	cities,
	"continue": "Continue",
	pleaseWait,
	doNotClose,
	totals,
	payment,
	coupon,
	"return": { "failed": "We could not check your payment: {{reason}} Please refresh this page in a moment." },
	waiting,
	confirmation,
	failed,
	rules
};
export { chooseCity, cities, confirmation, confirmingMetaDescription, confirmingMetaTitle, coupon, checkout_default as default, details, doNotClose, failed, fields, metaDescription, metaTitle, payment, pleaseWait, rules, title, totals, waiting };
