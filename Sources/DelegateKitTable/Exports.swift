// The protocols here are `@Delegate` protocols: their generated multicasts, proxies and
// routers are part of this module's API, and their members (add, remove, responds(to:),
// select) come from DelegateKit's runtime. Re-exporting it lets `import DelegateKitTable`
// alone use them.
@_exported public import DelegateKit
