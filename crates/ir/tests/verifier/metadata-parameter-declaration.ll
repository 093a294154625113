; ERROR: Function takes metadata but isn't an intrinsic
declare void @takes(metadata)
