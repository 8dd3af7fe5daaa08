entry @probe() optimization_hints=<default = {}> {
  %0 = make_token : token
  %1 = gdc_wait_tko -> token
  %2 = gdc_launch_dependents_tko token = %0 -> token
  return
}
