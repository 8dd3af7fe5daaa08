// convert_layout folds away when it converts to the layout it has, and a
// chain of conversions folds to one.
//
// RUN: tileiras-opt %s --canonicalize --split-input-file | FileCheck %s

#a = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
#b = #nv_tileas.simt<threads = 128, layout = "(128,2):(2,1)">
#c = #nv_tileas.simt<threads = 128, layout = "((2,64),2):((2,4),1)">

// CHECK-LABEL: func.func @identity
// CHECK-NEXT: return %arg0
func.func @identity(%x: tensor<256xf32, #a>) -> tensor<256xf32, #a> {
  %0 = nv_tileas.convert_layout %x : tensor<256xf32, #a> -> tensor<256xf32, #a>
  return %0 : tensor<256xf32, #a>
}

// CHECK-LABEL: func.func @round_trip
// CHECK-NEXT: return %arg0
func.func @round_trip(%x: tensor<256xf32, #a>) -> tensor<256xf32, #a> {
  %0 = nv_tileas.convert_layout %x : tensor<256xf32, #a> -> tensor<256xf32, #b>
  %1 = nv_tileas.convert_layout %0 : tensor<256xf32, #b> -> tensor<256xf32, #a>
  return %1 : tensor<256xf32, #a>
}

// CHECK-LABEL: func.func @chain
// CHECK-NEXT: %[[R:.+]] = nv_tileas.convert_layout %arg0 : tensor<256xf32, #{{.+}}> -> tensor<256xf32, #{{.+}}>
// CHECK-NEXT: return %[[R]]
func.func @chain(%x: tensor<256xf32, #a>) -> tensor<256xf32, #c> {
  %0 = nv_tileas.convert_layout %x : tensor<256xf32, #a> -> tensor<256xf32, #b>
  %1 = nv_tileas.convert_layout %0 : tensor<256xf32, #b> -> tensor<256xf32, #c>
  return %1 : tensor<256xf32, #c>
}
