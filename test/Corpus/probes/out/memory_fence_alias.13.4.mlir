entry @probe() optimization_hints=<default = {}> {
  %0 = make_token : token
  %1 = memory_fence_alias_tko %0
  %2 = join_tokens %0, %1 : token
  return
}
