// The client module: the runtime types, and (with the macro targets) the macro declarations.
@_exported public import DelegateKitCore
